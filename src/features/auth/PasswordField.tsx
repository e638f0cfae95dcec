import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { publicText } from '../../i18n/publicText';
import { LightTextField, type LightTextFieldProps } from '../../ui/lightField/LightTextField';

/** A password input with a show/hide toggle (no react-admin: usable on the public pages). */
export const PasswordField = (props: Omit<LightTextFieldProps, 'type' | 'endAdornment'>) => {
  const [visible, setVisible] = useState(false);
  const label = visible ? publicText('login.hidePassword') : publicText('login.showPassword');
  return (
    <LightTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton aria-label={label} onClick={() => setVisible((v) => !v)} edge="end">
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      }
    />
  );
};
