import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { TextField } from '../../../components/text-field';
import type { Credentials } from '../api/user-login';
import { ui } from '@portal/ui/class-names';

const LoginFormSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('You must enter a username')),
  password: v.pipe(v.string(), v.nonEmpty('You must enter a password')),
});

interface LoginFormProps {
  onSubmit(credentials: Credentials): Promise<void>;
}

/** Username and password (spec 1 §5, Login form). Disabled while a sign-in is under way. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: valibotResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Login">
      <fieldset disabled={isSubmitting} className="identity-plain-fieldset">
        <TextField
          id="login-username"
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          registration={register('username')}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={register('password')}
        />
        <button type="submit" className={ui.button}>
          {isSubmitting ? 'Logging in…' : 'Login'}
        </button>
      </fieldset>
    </form>
  );
}
