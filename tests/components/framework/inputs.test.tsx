import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form } from 'react-admin';
import { buildSchema, FieldInput, money, pdf, date, select, text, type Fields } from '../../../src/framework';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/upload';
import { TOUCHED_VALID_CLASS } from '../../../src/framework/inputs/touchedValid';
import { fakeDataProvider, renderInAdmin } from './harness';
import { ownStyleCache } from '../app/support/ownStyleCache';

/** The label colours below are read from this file's own rules (ownStyleCache.tsx says why). */
const OwnStyles = ownStyleCache();

const renderForm = (fields: Fields) =>
  renderInAdmin(
    <OwnStyles>
      <Form resolver={yupResolver(buildSchema(fields, 'create'))} mode="onTouched" onSubmit={vi.fn()}>
        {Object.entries(fields).map(([name, def]) => (
          <FieldInput key={name} source={name} def={def} />
        ))}
      </Form>
    </OwnStyles>,
    fakeDataProvider(),
  );

const pdfFile = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('pdf input', () => {
  const choose = (file: File) => fireEvent.change(screen.getByTestId('file-letter'), { target: { files: [file] } });

  it("rejects a file that is not a PDF with 'Only file with the following extension is allowed: pdf'", async () => {
    renderForm({ letter: pdf({ label: 'Service letter' }) });
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    choose(pdfFile('letter.png', 'image/png', 100));
    expect(await screen.findByText('Only file with the following extension is allowed: pdf')).toBeInTheDocument();
    expect(screen.getByText('letter.png')).toBeInTheDocument();
  });

  it("rejects a PDF over 5242880 bytes with 'The file is too large. Allowed maximum size is 5MB'", async () => {
    renderForm({ letter: pdf() });
    choose(pdfFile('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText('The file is too large. Allowed maximum size is 5MB')).toBeInTheDocument();
  });

  it('is a button named by its text and the field (Tab reaches it), which opens the file chooser', () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    renderForm({ letter: pdf({ label: 'Service letter' }) });
    const button = screen.getByRole('button', { name: 'Choose PDF Service letter' });
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button); // what Enter or Space on a button does
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toBe(screen.getByTestId('file-letter'));
    // the field's label still points at the native input (a mouse click on it opens the chooser too)
    expect(screen.getByText('Service letter').closest('label')).toHaveAttribute('for', screen.getByTestId('file-letter').id);
    click.mockRestore();
  });

  it('accepts a PDF of exactly 5 MB', async () => {
    renderForm({ letter: pdf() });
    choose(pdfFile('ok.pdf', 'application/pdf', MAX_UPLOAD_BYTES));
    await screen.findByText('ok.pdf');
    await waitFor(() => expect(screen.queryByText(/Only file|too large/)).not.toBeInTheDocument());
  });
});

describe('money and date inputs', () => {
  it("money shows an 'LKR' prefix and a '.00' suffix", () => {
    renderForm({ fee: money({ label: 'Fee' }) });
    const input = screen.getByLabelText('Fee');
    const root = input.closest('.MuiInputBase-root')!;
    expect(root.firstElementChild).toHaveTextContent('LKR');
    expect(root.lastElementChild).toHaveTextContent('.00');
  });

  it('a date is typed as DD/MM/YYYY and a malformed one shows an error after touch', async () => {
    renderForm({ dob: date({ label: 'Birthday' }) });
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    fireEvent.change(input, { target: { value: '2024-01-01' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Please enter a valid date (DD/MM/YYYY)')).toBeInTheDocument();
  });
});

describe('valid and invalid styling after touch (spec §5)', () => {
  /** The field's root (MUI's FormControl), which carries the green's class. */
  const rootOf = (element: HTMLElement) => element.closest('.MuiFormControl-root') as HTMLElement;
  const isGreen = (element: HTMLElement) => rootOf(element).classList.contains(TOUCHED_VALID_CLASS);
  const labelColour = (element: HTMLElement) => getComputedStyle(rootOf(element).querySelector('label')!).color;
  /** MUI's success.dark: the green label (success.main is the underline's and the outline's). */
  const GREEN_LABEL = 'rgb(27, 94, 32)';

  it('a touched text field is red with its message while invalid, green once valid; untouched it is neither', async () => {
    renderForm({ name: text({ label: 'Name', required: 'Name is required' }) });
    const input = screen.getByLabelText('Name');
    expect(isGreen(input)).toBe(false);
    fireEvent.blur(input);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(input.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    expect(isGreen(input)).toBe(false);
    expect(labelColour(input)).not.toBe(GREEN_LABEL);
    fireEvent.change(input, { target: { value: 'Nimal' } });
    await waitFor(() => expect(isGreen(input)).toBe(true));
    expect(input.closest('.MuiInputBase-root')).not.toHaveClass('Mui-error');
    expect(labelColour(input)).toBe(GREEN_LABEL);
  });

  it('a valid text field typed in but not yet left is not green', async () => {
    renderForm({ name: text({ label: 'Name', required: 'Name is required' }), other: text({ label: 'Other' }) });
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Nimal' } });
    await screen.findByDisplayValue('Nimal');
    expect(isGreen(input)).toBe(false);
    fireEvent.blur(input);
    await waitFor(() => expect(isGreen(input)).toBe(true));
    expect(isGreen(screen.getByLabelText('Other'))).toBe(false);
  });

  it('a select shows the red border on error when touched and green when touched and valid', async () => {
    renderForm({ status: select({ label: 'Status', required: 'Status is required', choices: [{ id: 1, name: 'Pending' }, { id: 2, name: 'Approved' }] }) });
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    expect(isGreen(combobox)).toBe(false);
    fireEvent.blur(combobox);
    expect(await screen.findByText('Status is required')).toBeInTheDocument();
    expect(combobox.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    expect(isGreen(combobox)).toBe(false);
    fireEvent.mouseDown(combobox);
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(isGreen(combobox)).toBe(true));
    expect(combobox.closest('.MuiInputBase-root')).not.toHaveClass('Mui-error');
    expect(labelColour(combobox)).toBe(GREEN_LABEL);
  });

  it('a touched date is red while malformed and green once it is DD/MM/YYYY', async () => {
    renderForm({ dob: date({ label: 'Birthday' }) });
    const input = screen.getByLabelText('Birthday');
    fireEvent.change(input, { target: { value: '2024-01-01' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Please enter a valid date (DD/MM/YYYY)')).toBeInTheDocument();
    expect(isGreen(input)).toBe(false);
    fireEvent.change(input, { target: { value: '01/01/2024' } });
    await waitFor(() => expect(isGreen(input)).toBe(true));
    expect(input.closest('.MuiInputBase-root')).not.toHaveClass('Mui-error');
  });

  it('a read-only or disabled field is never green, and still submits its value once the others are', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <Form record={{ id: 1, code: 'R1', filled: 'From the company', name: '' }} mode="onTouched" onSubmit={onSubmit}>
        <FieldInput source="code" def={text({ label: 'Code' })} disabled />
        <FieldInput source="filled" def={text({ label: 'Filled' })} readOnly />
        <FieldInput source="name" def={text({ label: 'Name' })} />
        <button type="submit">Save</button>
      </Form>,
      fakeDataProvider(),
    );
    // a disabled input takes no focus in a browser, so it is never blurred; a read-only one is
    for (const label of ['Filled', 'Name']) fireEvent.blur(screen.getByLabelText(label));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nimal' } });
    await waitFor(() => expect(isGreen(screen.getByLabelText('Name'))).toBe(true));
    expect(isGreen(screen.getByLabelText('Code'))).toBe(false);
    expect(isGreen(screen.getByLabelText('Filled'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ code: 'R1', filled: 'From the company', name: 'Nimal' });
  });
});
