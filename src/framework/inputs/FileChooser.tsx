/**
 * A file picker's button and its native input (PDF uploads, the CV, bank slips). The button is a real button: Tab
 * reaches it and Enter or Space opens the browser's file chooser (a label styled as a button, as before, was
 * skipped by Tab and ignored both keys). The input keeps the field's id, so the field's label still opens the
 * chooser; the button is named by its text and the field's label ("Choose PDF Certificate *").
 */
import { useId, useRef, type ReactNode, type Ref } from 'react';
import { Button } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';

interface Props {
  /** The native input's id: the field's label points at it (htmlFor). */
  id: string;
  /** The id of the field's label, which names the button after its own text. */
  labelId: string;
  accept: string;
  testId: string;
  disabled?: boolean;
  onChoose: (input: HTMLInputElement) => void;
  /** The native input, e.g. to clear it. */
  inputRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}

export const FileChooser = ({ id, labelId, accept, testId, disabled, onChoose, inputRef, children }: Props) => {
  const buttonId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const keep = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };
  return (
    <>
      <Button
        id={buttonId}
        aria-labelledby={`${buttonId} ${labelId}`}
        variant="outlined"
        size="small"
        startIcon={<UploadFile />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      <input ref={keep} id={id} hidden type="file" accept={accept} disabled={disabled} data-testid={testId} onChange={(event) => onChoose(event.target)} />
    </>
  );
};
