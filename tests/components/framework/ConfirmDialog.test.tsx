import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CONFIRM, ConfirmDialog, StatusBadge } from '../../../src/framework';
import { fakeDataProvider, renderInAdmin } from './harness';

describe('ConfirmDialog', () => {
  it("shows 'Are you sure?' by default, the text, the confirm label and 'Cancel'", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderInAdmin(<ConfirmDialog open {...CONFIRM.delete} onConfirm={onConfirm} onClose={onClose} />, fakeDataProvider());
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete it!' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says what it will do above the warning; the destructive button is red, Cancel has no icon and takes the focus', () => {
    renderInAdmin(
      <ConfirmDialog open text="Delete the role Auditor?" {...CONFIRM.delete} onConfirm={vi.fn()} onClose={vi.fn()} />,
      fakeDataProvider(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("Are you sure?Delete the role Auditor?You won't be able to revert this!CancelDelete it!");
    const remove = within(dialog).getByRole('button', { name: 'Delete it!' });
    expect(remove).toHaveClass('MuiButton-containedError');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel.querySelector('svg')).toBeNull();
    expect(remove.querySelector('svg')).toBeNull();
    expect(cancel).toHaveFocus();
  });

  it("an action's tone colours its confirm button (primary by default)", () => {
    renderInAdmin(
      <>
        <ConfirmDialog open {...CONFIRM.update} onConfirm={vi.fn()} onClose={vi.fn()} />
        <ConfirmDialog open title="Approve?" confirmLabel="Approve it!" tone="success" onConfirm={vi.fn()} onClose={vi.fn()} />
      </>,
      fakeDataProvider(),
    );
    expect(screen.getByRole('button', { name: 'Update it!', hidden: true })).toHaveClass('MuiButton-containedPrimary');
    expect(screen.getByRole('button', { name: 'Approve it!' })).toHaveClass('MuiButton-containedSuccess');
  });

  it("labels create 'Yes' and update 'Update it!', and takes a custom title", () => {
    renderInAdmin(
      <>
        <ConfirmDialog open title="Approve?" {...CONFIRM.create} onConfirm={vi.fn()} onClose={vi.fn()} />
        <ConfirmDialog open {...CONFIRM.update} onConfirm={vi.fn()} onClose={vi.fn()} />
      </>,
      fakeDataProvider(),
    );
    expect(screen.getByRole('button', { name: 'Yes', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update it!' })).toBeInTheDocument();
    expect(screen.getByText('Approve?')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it.each([
    [2, 'Approved'],
    [1, 'Pending'],
    [16, 'Reject'],
    ['2', 'Approved'],
  ])('%s shows %s', (value, label) => {
    renderInAdmin(<StatusBadge value={value} />, fakeDataProvider());
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([0, 3, 15, null, undefined, ''])('%s shows nothing', (value) => {
    const { container } = renderInAdmin(<StatusBadge value={value} />, fakeDataProvider());
    expect(container.querySelector('[data-status]')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
