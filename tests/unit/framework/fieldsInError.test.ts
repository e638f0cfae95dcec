// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { countFieldErrors, countProblems, fieldsInError, focusFirstInvalid } from '../../../src/framework/forms/fieldsInError';

const page = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
};

describe('the fields a form shows in error', () => {
  it('are found in document order, one per field, whatever marks them', () => {
    const form = page(`
      <div class="MuiFormControl-root" id="nic"><label class="Mui-error">NIC</label><input aria-invalid="true"><p class="Mui-error">Bad</p></div>
      <div class="MuiFormControl-root" id="name"><input></div>
      <div class="MuiFormControl-root" id="type"><div role="combobox" tabindex="0" aria-invalid="true"></div><input aria-hidden="true" tabindex="-1" aria-invalid="true"></div>
      <div class="MuiFormControl-root" id="cv"><button>Choose PDF</button><p class="Mui-error">Only PDF</p></div>`);
    expect(fieldsInError(form).map((field) => field.id)).toEqual(['nic', 'type', 'cv']);
  });

  it('the first is scrolled to the middle of the view and focused; a select by its combobox, a file by its button', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    let form = page(`<div class="MuiFormControl-root"><input id="ok"></div>
      <div class="MuiFormControl-root" id="type"><div role="combobox" id="box" tabindex="0" aria-invalid="true"></div><input aria-hidden="true" tabindex="-1" aria-invalid="true"></div>`);
    expect(focusFirstInvalid(form)).toBe(true);
    expect(document.activeElement?.id).toBe('box');
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    form = page(`<div class="MuiFormControl-root"><button id="choose">Choose PDF</button><p class="Mui-error">Only PDF</p></div>`);
    focusFirstInvalid(form);
    expect(document.activeElement?.id).toBe('choose');
    expect(focusFirstInvalid(page('<div class="MuiFormControl-root"><input></div>'))).toBe(false);
  });

  it('are counted from react-hook-form errors (lines each) and from a problems map (cleared entries not)', () => {
    expect(countFieldErrors({ a: { type: 'required', message: 'x' }, lines: [{ b: { message: 'y' } }, undefined, { c: { type: 't' } }] })).toBe(3);
    expect(countFieldErrors({})).toBe(0);
    expect(countProblems({ nicNumber: 'Invalid NIC', dob: undefined, title: 'Required' })).toBe(2);
  });
});
