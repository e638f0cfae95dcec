/** The eye button that shows or hides a secret value, named after the field ("Show Encrypt Key"). */
import { IconButton } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { Message } from '../types';

interface Props {
  shown: boolean;
  onToggle: () => void;
  /** The field's label; absent: 'value'. */
  label?: Message;
}

export const RevealButton = ({ shown, onToggle, label }: Props) => {
  const translate = useTranslate();
  const name = label ? translate(label, { _: label }) : translate(msg('engine.hiddenValue'));
  return (
    <IconButton size="small" edge="end" aria-label={translate(shown ? msg('engine.hide') : msg('engine.show'), { name })} onClick={onToggle}>
      {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconButton>
  );
};
