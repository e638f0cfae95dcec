import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form } from 'react-admin';
import { buildSchema, FieldInput, money, pdf, date, select, text, type Fields } from '../../../src/framework';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/upload';
import { fakeDataProvider, renderInAdmin } from './harness';

const renderForm = (fields: Fields) =>
  renderInAdmin(
    <Form resolver={yupResolver(buildSchema(fields, 'create'))} mode="onTouched" onSubmit={vi.fn()}>
      {Object.entries(fields).map(([name, def]) => (
        <FieldInput key={name} source={name} def={def} />
      ))}
    </Form>,
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

describe('invalid styling after touch (spec §5)', () => {
  it('a touched text field is red with its message while invalid, and no longer once valid', async () => {
    renderForm({ name: text({ label: 'Name', required: 'Name is required' }) });
    const input = screen.getByLabelText('Name');
    fireEvent.blur(input);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(input.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    fireEvent.change(input, { target: { value: 'Nimal' } });
    await waitFor(() => expect(input.closest('.MuiInputBase-root')).not.toHaveClass('Mui-error'));
  });

  it('a select shows the red border on error when touched, and no longer once a choice is made', async () => {
    renderForm({ status: select({ label: 'Status', required: 'Status is required', choices: [{ id: 1, name: 'Pending' }, { id: 2, name: 'Approved' }] }) });
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.blur(combobox);
    expect(await screen.findByText('Status is required')).toBeInTheDocument();
    expect(combobox.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    fireEvent.mouseDown(combobox);
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(combobox.closest('.MuiInputBase-root')).not.toHaveClass('Mui-error'));
  });
});
