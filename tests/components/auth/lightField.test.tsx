import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LightTextField } from '../../../src/ui/lightField/LightTextField';
import { MemberTypeSelect } from '../../../src/features/auth/signup/MemberTypeSelect';
import { ownStyleCache } from '../app/support/ownStyleCache';

/** The frame of a light field, which carries its state's flags (data-error, data-valid). */
const frameOf = (control: HTMLElement) => control.closest('label')?.parentElement ?? control.parentElement!.parentElement!;
const isGreen = (control: HTMLElement) => frameOf(control).hasAttribute('data-valid');
/** MUI's success.dark, the green label (the outline is success.main). */
const GREEN_LABEL = 'rgb(27, 94, 32)';
/** The label colours are read from this file's own rules (ownStyleCache.tsx says why). */
const OwnStyles = ownStyleCache();
const labelColour = (control: HTMLElement) => getComputedStyle(frameOf(control).querySelector('label')!).color;

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

  it('a text field passing its rules is green once left, not before; with an error or failing its rules it is not', () => {
    const field = (props: { valid: boolean; error?: boolean }) => (
      <LightTextField label="E-mail" name="email" value="a@b.org" onChange={vi.fn()} helperText={props.error ? 'E-mail is required' : undefined} {...props} />
    );
    const { rerender } = render(field({ valid: true }), { wrapper: OwnStyles });
    const input = screen.getByLabelText('E-mail');
    expect(frameOf(input).querySelector('label')).toHaveAttribute('for', input.id);
    expect(isGreen(input)).toBe(false);
    fireEvent.blur(input);
    expect(isGreen(input)).toBe(true);
    expect(labelColour(input)).toBe(GREEN_LABEL);
    rerender(field({ valid: false }));
    expect(isGreen(input)).toBe(false);
    rerender(field({ valid: true, error: true }));
    expect(isGreen(input)).toBe(false);
    expect(frameOf(input)).toHaveAttribute('data-error');
    expect(labelColour(input)).not.toBe(GREEN_LABEL);
  });

  it('the member type is green once left with a type chosen', () => {
    const options = [{ id: '1', name: 'Associate' }];
    const select = (value: string) => <MemberTypeSelect label="Member Type" placeholder="Choose a member type" value={value} options={options} onChange={vi.fn()} valid={value !== ''} />;
    const { rerender } = render(select(''));
    const combobox = screen.getByRole('combobox', { name: 'Member Type' });
    fireEvent.blur(combobox);
    expect(isGreen(combobox)).toBe(false);
    rerender(select('1'));
    expect(isGreen(combobox)).toBe(true);
    expect(labelColour(combobox)).toBe(GREEN_LABEL);
  });
});
