import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LightTextField } from '../../../src/features/auth/LightTextField';
import { MemberTypeSelect } from '../../../src/features/auth/signup/MemberTypeSelect';

/** The public pages' plain fields: named by their label, their message tied to them, as MUI's TextField did. */
describe('light fields', () => {
  it('a text field is named by its label, takes input, and says its error', () => {
    const onChange = vi.fn();
    const { rerender } = render(<LightTextField label="E-mail" name="email" type="email" value="" onChange={onChange} fullWidth />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(input, { target: { value: 'a@b.org' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<LightTextField label="E-mail" name="email" type="email" value="" onChange={onChange} error helperText="E-mail is required" fullWidth />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required');
  });

  it('the member type is a native select named by its label, with its placeholder and options', () => {
    const options = [{ id: '1', name: 'Associate' }, { id: '2', name: 'Member' }];
    render(<MemberTypeSelect label="Member Type" placeholder="Choose a member type" value="" options={options} onChange={vi.fn()} error="Member Type is required" />);
    const select = screen.getByRole('combobox', { name: 'Member Type' });
    expect(select).toHaveAttribute('name', 'membertypeid');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose a member type', 'Associate', 'Member']);
    expect(select).toHaveAccessibleDescription('Member Type is required');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
