import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from '@mui/material';
import { Form } from 'react-admin';
import { buildSchema, date, FieldInput, FormAttention, text, type Fields } from '../../../src/framework';
import { formDateToWire, todayWire } from '../../../src/domain/dates';
import { fakeDataProvider, renderInAdmin } from './harness';

/** A form whose inputs are drawn in `drawn` order (the schema's is the declaration's), with the shared attention note. */
const renderForm = (fields: Fields, drawn: readonly string[] = Object.keys(fields)) => {
  const onSubmit = vi.fn();
  renderInAdmin(
    <Form resolver={yupResolver(buildSchema(fields, 'create'))} mode="onTouched" shouldFocusError={false} onSubmit={onSubmit}>
      {drawn.map((name) => (
        <FieldInput key={name} source={name} def={fields[name]} />
      ))}
      <Button type="submit">Save</Button>
      <FormAttention />
    </Form>,
    fakeDataProvider(),
  );
  return onSubmit;
};

/** Typing one key at a time at the end of the field, as on a phone's number pad. */
const typeKeys = (input: HTMLInputElement, keys: string) => {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
};

describe('the date field', () => {
  it('offers the number pad and turns typed digits into DD/MM/YYYY, sent as YYYY-MM-DD', async () => {
    const onSubmit = renderForm({ when: date({ label: 'Activity Date', required: 'Date is required' }) });
    const input = screen.getByLabelText(/Activity Date/) as HTMLInputElement;
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    typeKeys(input, '20112026');
    expect(input.value).toBe('20/11/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].when).toBe('20/11/2026');
    expect(formDateToWire(onSubmit.mock.calls[0][0].when)).toBe('2026-11-20');
  });

  it('keeps the spec message for what is no real date', async () => {
    renderForm({ when: date({ label: 'Activity Date' }) });
    const input = screen.getByLabelText('Activity Date') as HTMLInputElement;
    typeKeys(input, '31022026');
    fireEvent.blur(input);
    expect(await screen.findByText('Please enter a valid date (DD/MM/YYYY)')).toBeInTheDocument();
  });

  it('opens a calendar one tap away (loaded on demand) and a picked day fills the field', async () => {
    renderForm({ when: date({ label: 'Activity Date' }) });
    const input = screen.getByLabelText('Activity Date') as HTMLInputElement;
    typeKeys(input, '20112026');
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose date' }, { timeout: 10_000 });
    expect(within(calendar).getByText('November 2026')).toBeInTheDocument();
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '5' }));
    await waitFor(() => expect(input.value).toBe('05/11/2026'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose date' })).not.toBeInTheDocument());
  });

  it('a date that cannot be later than today offers no later day; read-only and disabled dates have no calendar', async () => {
    const def = date({ label: 'Meeting Date', notAfterToday: 'Not after today' });
    renderInAdmin(
      <Form record={{ id: 1, locked: '01/01/2024', shown: '02/01/2024' }} onSubmit={vi.fn()}>
        <FieldInput source="when" def={def} />
        <FieldInput source="locked" def={date({ label: 'Locked' })} disabled />
        <FieldInput source="shown" def={date({ label: 'Shown' })} readOnly />
      </Form>,
      fakeDataProvider(),
    );
    expect(screen.getAllByRole('button', { name: 'Choose date' })).toHaveLength(1);
    expect(screen.getByLabelText('Locked')).toBeDisabled();
    expect(screen.getByLabelText('Shown')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose date' }, { timeout: 10_000 });
    // tomorrow on the Sri Lanka calendar, the day the rule decides by, when it is in the month the calendar opens on
    const tomorrow = todayWire(new Date(Date.now() + 24 * 3600 * 1000));
    if (Number(tomorrow.slice(5, 7)) === new Date().getMonth() + 1) {
      expect(within(calendar).getByRole('gridcell', { name: String(Number(tomorrow.slice(8, 10))) })).toBeDisabled();
    }
  });
});

describe('a refused submit', () => {
  const fields: Fields = {
    second: text({ label: 'Second', required: 'Second is required' }),
    first: text({ label: 'First', required: 'First is required' }),
    fine: text({ label: 'Fine' }),
  };

  it('focuses the first field in error as the page reads (not the schema order) and says how many need attention', async () => {
    const onSubmit = renderForm(fields, ['first', 'fine', 'second']);
    expect(screen.getByTestId('form-attention')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/First/)).toHaveFocus());
    expect(screen.getByTestId('form-attention')).toHaveTextContent('2 fields need attention');
    fireEvent.change(screen.getByLabelText(/First/), { target: { value: 'Nimal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/Second/)).toHaveFocus());
    expect(screen.getByTestId('form-attention')).toHaveTextContent('1 field needs attention');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
