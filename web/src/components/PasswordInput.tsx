import { Button, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { loginNl } from '../i18n/login';

/** A password field with a 'Laat zien' toggle (spec §2). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <Button
          size="xs"
          variant="ghost"
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? loginNl.login.hidePassword : loginNl.login.showPassword}
        </Button>
      }
    >
      <Input ref={ref} {...props} type={visible ? 'text' : 'password'} pe="5.5rem" />
    </InputGroup>
  );
});
