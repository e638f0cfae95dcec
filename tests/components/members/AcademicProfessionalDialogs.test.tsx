/** Academic Qualification and Professional Membership dialogs (spec §3, §5, §8 "Academic add", "Professional add"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemberDetailsPage } from '../../../src/features/members/MemberDetailsPage';
import { chooseFile, memberApi, memberRoutes, ok, pdfFile, pickOption, refused, renderPage, selectOption, typeInto, type Routes } from './memberApi';

afterEach(() => vi.unstubAllGlobals());

const ACADEMIC = 'POST usermanagement/member/academicqualification';
const PROFESSIONAL = 'POST usermanagement/member/professionalmembership';

const openDialog = async (table: string, title: string, routes: Routes = {}) => {
  const api = memberApi(memberRoutes(routes));
  renderPage(<MemberDetailsPage />, api);
  fireEvent.click(within(await screen.findByRole('region', { name: table })).getByRole('button', { name: 'Add' }));
  return { api, dialog: await screen.findByRole('dialog', { name: title }) };
};

const save = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Are you sure?' })).findByRole('button', { name: 'Yes' }));
};

// These dialogs drive many react-admin inputs in jsdom: on a busy 2-core machine one test can take 20 s.
const SLOW = { timeout: 60_000 };

describe('Academic Qualification dialog', SLOW, () => {
  const open = (routes?: Routes) => openDialog('Academic Qualification Details', 'Academic Qualification', routes);

  it('shows the §5 messages and offers the 13 qualification levels', async () => {
    const { dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of ['Institute name is required', 'Qualification is required', 'Parttime/Fulltime is required', 'To date is required', 'Certificate is required'])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please Enter From Date or To Date or Date Received', { exact: false }).length).toBe(2);
    const input = within(dialog).getByRole('combobox', { name: /Name of the qualification/ });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findAllByRole('option');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    const options = within(listbox).getAllByRole('option');
    // Spec §3 "Qualification levels" 1..13, word for word.
    expect(options.map((o) => o.textContent)).toEqual([
      'Other',
      'Certificate (GCE O/L or equivalent)',
      'Advanced Certificate (GCE A/L)',
      'Diploma',
      'Higher Diploma',
      'Bachelors',
      'Bachelors Honours',
      'Postgraduate Certificate',
      'Postgraduate Diploma',
      'Masters by Course Work',
      'Masters by Course Work and a Research Component',
      'Master of Philosophy',
      'Doctor of Philosophy/MD with Board Certification/Doctor of Letters/Doctor of Science',
    ]);
  });

  it('Other level and Other institute reveal free text; posts multipart with the wire names and the §8 success text', async () => {
    const { api, dialog } = await open({ [ACADEMIC]: () => ok() });
    await pickOption(dialog, /^Institute/, 'Colombo', 'University of Colombo');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('Colombo 03');
    await pickOption(dialog, /Name of the qualification/, 'Oth', 'Other');
    typeInto(dialog, /Qualification \(Other\)/, 'Chartered Accountancy');
    await selectOption(dialog, /Part-time \/ Full-time/, 'Full-time');
    typeInto(dialog, /From Date/, '01/01/2010');
    typeInto(dialog, /To Date/, '31/12/2013');
    typeInto(dialog, /Date Received/, '15/02/2014');
    chooseFile(dialog, 'certificate', pdfFile('degree.pdf'));
    await save(dialog);
    expect(await screen.findByText('Academic details creation has been success.')).toBeInTheDocument();
    const { body, multipart } = api.calls(ACADEMIC)[0];
    expect(multipart).toBe(true);
    expect(body).toMatchObject({
      institutename: 'University of Colombo',
      institutenameval: '1',
      qualificationname: 'Other',
      qualname: 'Chartered Accountancy',
      parttimefulltime: 'Full-time',
      address: 'Colombo 03',
      fromDate: '2010-01-01',
      toDate: '2013-12-31',
      admitDate: '2014-02-15',
    });
    expect((body?.fileupload as File).name).toBe('degree.pdf');
  });

  it('saves without an address (spec §5: address optional), an Other institute filling none', async () => {
    const { api, dialog } = await open({ [ACADEMIC]: () => ok() });
    await pickOption(dialog, /^Institute/, 'Oth', 'Other');
    typeInto(dialog, /Institute Name \(Other\)/, 'Open University of Sri Lanka');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Address/)).not.toBeRequired();
    await pickOption(dialog, /Name of the qualification/, 'Dipl', 'Diploma');
    await selectOption(dialog, /Part-time \/ Full-time/, 'Part-time');
    typeInto(dialog, /From Date/, '01/01/2015');
    typeInto(dialog, /To Date/, '31/12/2016');
    typeInto(dialog, /Date Received/, '15/02/2017');
    chooseFile(dialog, 'certificate', pdfFile());
    await save(dialog);
    expect(await screen.findByText('Academic details creation has been success.')).toBeInTheDocument();
    expect(api.calls(ACADEMIC)[0].body).toMatchObject({ academicuni: 'Open University of Sri Lanka', address: '' });
  });

  it('says "Academic qualification details creation has been failed." for a refusal it has no text for', async () => {
    const { dialog } = await open({ [ACADEMIC]: () => refused('05', 'something else') });
    await pickOption(dialog, /^Institute/, 'Colombo', 'University of Colombo');
    await pickOption(dialog, /Name of the qualification/, 'Bach', 'Bachelors');
    await selectOption(dialog, /Part-time \/ Full-time/, 'Part-time');
    typeInto(dialog, /From Date/, '01/01/2010');
    typeInto(dialog, /To Date/, '31/12/2013');
    typeInto(dialog, /Date Received/, '15/02/2014');
    chooseFile(dialog, 'certificate', pdfFile());
    await save(dialog);
    expect(await screen.findByText('Academic qualification details creation has been failed.')).toBeInTheDocument();
  });
});

describe('Professional Membership dialog', SLOW, () => {
  const open = (routes?: Routes) => openDialog('Professional Membership Details', 'Professional Membership', routes);

  it('shows the §5 messages, letters only for the membership type', async () => {
    const { dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of ['Membership type is required', 'Grade/Membership level is required', 'Entry method is required', 'Certificate is required', 'Please Enter Start Date'])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    typeInto(dialog, /Membership Type/, 'CIMA 2');
    expect(await within(dialog).findByText('Only letters are allowed for this field')).toBeInTheDocument();
  });

  it('posts the entry method as its label and says "Professional details creation has been success."', async () => {
    const { api, dialog } = await open({ [PROFESSIONAL]: () => ok() });
    typeInto(dialog, /Membership Type/, 'Chartered Engineer');
    typeInto(dialog, /Grade/, 'Fellow');
    await selectOption(dialog, /Entry Method/, 'Exemption');
    typeInto(dialog, /Name of the membership/, 'Chartered Member');
    typeInto(dialog, /Start Date/, '01/06/2018');
    chooseFile(dialog, 'proffileupload', pdfFile('cert.pdf'));
    await save(dialog);
    expect(await screen.findByText('Professional details creation has been success.')).toBeInTheDocument();
    const { body } = api.calls(PROFESSIONAL)[0];
    expect(body).toMatchObject({ membername: 'Chartered Engineer', grade: 'Fellow', entrymethod: 'Exemption', profession: 'Chartered Member', startdate: '2018-06-01' });
    expect(body).not.toHaveProperty('enddate');
    expect((body?.proffileupload as File).name).toBe('cert.pdf');
  });

  it('says "Professional details creation has been failed." for a refusal it has no text for', async () => {
    const { dialog } = await open({ [PROFESSIONAL]: () => refused('05', 'something else') });
    typeInto(dialog, /Membership Type/, 'Chartered Engineer');
    typeInto(dialog, /Grade/, 'Fellow');
    await selectOption(dialog, /Entry Method/, 'Examination');
    typeInto(dialog, /Start Date/, '01/06/2018');
    chooseFile(dialog, 'proffileupload', pdfFile());
    await save(dialog);
    expect(await screen.findByText('Professional details creation has been failed.')).toBeInTheDocument();
  });
});
