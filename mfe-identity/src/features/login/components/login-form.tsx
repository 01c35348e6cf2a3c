import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { Credentials } from '../api/user-login';

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
      <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <div className="field">
          <label htmlFor="login-username">Username</label>
          <input
            id="login-username"
            autoComplete="username"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'login-username-error' : undefined}
            {...register('username')}
          />
          {errors.username && (
            <p id="login-username-error" className="field__error">
              {errors.username.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password')}
          />
          {errors.password && (
            <p id="login-password-error" className="field__error">
              {errors.password.message}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          {isSubmitting ? 'Logging in…' : 'Login'}
        </button>
      </fieldset>
    </form>
  );
}
