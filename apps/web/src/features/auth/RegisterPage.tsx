import {
  Anchor,
  Box,
  Button,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRoleChoice } from '@portal/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  AdminContactNumberField,
  AdminPersonalFields,
} from '../../components/admin-form/AdminPersonalFields.tsx';
import { FormAlert, type FormAlertState } from '../../components/FormAlert.tsx';
import { PublicCard } from '../../components/PublicCard.tsx';
import { requiredField } from '../../components/required-field.ts';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { today as manilaToday } from '../../lib/dates.ts';
import { useRegisterAdmin } from './api/register-admin.ts';
import { ConsentsSection } from './components/ConsentsSection.tsx';
import { PrivacyModal } from './PrivacyModal.tsx';
import {
  fieldProblem,
  initialRegisterValues,
  type RegisterField,
  type RegisterValues,
  registerErrors,
  registerRefusal,
  toRegisterInput,
} from './register-form.ts';
import { TermsModal } from './TermsModal.tsx';

const serverFieldNames = new Set<string>(Object.keys(initialRegisterValues));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title
        order={2}
        fz="lg"
        id={id}
        mb="sm"
        pb={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {title}
      </Title>
      {children}
    </section>
  );
}

export default function RegisterPage() {
  useDocumentTitle('Register — Calapan City Health Assistance Portal');
  const register = useRegisterAdmin();
  // Manila's date, not the browser's: at 01:00 in Manila a browser set to UTC is still on yesterday.
  const today = manilaToday();
  // The errors the form keeps are its marks: missing fields and the refused one outlined by Register,
  // and the server's field errors; each goes when its field changes.
  const form = useForm<RegisterValues>({
    initialValues: initialRegisterValues,
    validate: (values) => registerErrors(values, today),
  });
  const [blurred, setBlurred] = useState<ReadonlySet<RegisterField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const [termsOpened, terms] = useDisclosure(false);
  const [privacyOpened, privacy] = useDisclosure(false);
  const errors = registerErrors(form.values, today);

  const markBlurred = (field: RegisterField) =>
    setBlurred((current) => (current.has(field) ? current : new Set(current).add(field)));

  /** A field's own problem, once it has been left (or Register pressed), kept up to date as it is typed. */
  const liveProblem = (field: RegisterField): string | null =>
    submitted || blurred.has(field) ? fieldProblem(errors, field) : null;

  /** A field's error: its own explanation, or just the red outline when the alert already says it. */
  const errorOf = (field: RegisterField): ReactNode => {
    const mark = form.errors[field];
    const text = (typeof mark === 'string' ? mark : null) ?? liveProblem(field);
    if (text && text !== alert?.message) return text;
    return Boolean(mark) || Boolean(text);
  };

  const inputProps = (field: RegisterField) => ({
    ...form.getInputProps(field),
    onBlur: () => markBlurred(field),
    error: errorOf(field),
    name: field,
  });

  const refuse = (formErrors: FormErrors) => {
    const refusal = registerRefusal(formErrors);
    if (!refusal) return;
    setSubmitted(true);
    form.setErrors(Object.fromEntries(refusal.invalid.map((field) => [field, true])));
    setAlert({ kind: 'error', message: refusal.message });
    const first = refusal.invalid[0];
    if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const send = (values: RegisterValues) => {
    setSubmitted(true);
    setAlert(null);
    register.mutate(toRegisterInput(values), {
      onSuccess: (result) => {
        form.reset();
        setBlurred(new Set());
        setSubmitted(false);
        setAlert({ kind: 'success', message: result.message });
      },
      onError: (error) => {
        const message = errorMessage(error);
        setAlert({ kind: 'error', message });
        if (!isApiError(error)) return;
        const fields: Partial<Record<RegisterField, string>> = {};
        for (const [name, text] of Object.entries(error.fields)) {
          if (serverFieldNames.has(name)) fields[name as RegisterField] = text;
        }
        if (error.code === 'EMAIL_IN_USE') fields.email = message;
        if (error.code === 'USERNAME_IN_USE') fields.username = message;
        form.setErrors(fields);
      },
    });
  };

  const validateAndSend = form.onSubmit(send, refuse);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    validateAndSend(event);
  };

  return (
    <PublicCard width={780}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            Administrator registration
          </Title>
          <Text size="sm" c="dimmed">
            Create your staff account. The first administrator registered is approved at once as Head
            Administrator; a Head Administrator reviews every later registration before its first log-in.
            Fields marked with an asterisk (*) are required.
          </Text>
        </div>

        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="xl">
            <Section id="personal-information" title="Personal Information">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <AdminPersonalFields field={inputProps} today={today} />
              </SimpleGrid>
            </Section>

            <Section id="account-information" title="Account Information">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <AdminContactNumberField {...inputProps('contactNumber')} />
                <TextInput
                  label="Username"
                  autoComplete="username"
                  {...requiredField}
                  {...inputProps('username')}
                />
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  {...requiredField}
                  {...inputProps('email')}
                />
                <Box visibleFrom="sm" />
                <PasswordInput
                  label="Password"
                  autoComplete="new-password"
                  description="At least 8 characters, using 3 of: lowercase, uppercase, number, special character."
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  {...requiredField}
                  {...inputProps('password')}
                />
                <PasswordInput
                  label="Confirm password"
                  autoComplete="new-password"
                  {...requiredField}
                  {...inputProps('confirmPassword')}
                />
              </SimpleGrid>
            </Section>

            <Section id="role" title="Role">
              <Radio.Group
                aria-labelledby="role"
                name="role"
                value={form.values.role}
                onChange={(value) => form.setFieldValue('role', value as AdminRoleChoice)}
                error={errorOf('role')}
              >
                <Stack gap="sm">
                  {ADMIN_ROLES.map((role) => (
                    <Radio key={role} value={role} label={ADMIN_ROLE_LABELS[role]} />
                  ))}
                </Stack>
              </Radio.Group>
              {form.values.role === 'other' ? (
                <TextInput
                  mt="md"
                  maw={420}
                  label="Please specify your role"
                  {...requiredField}
                  {...inputProps('roleOther')}
                />
              ) : null}
            </Section>

            <ConsentsSection
              consents={form.values.consents}
              onChange={(consents) => form.setFieldValue('consents', consents)}
              onOpenTerms={terms.open}
              onOpenPrivacy={privacy.open}
              highlightMissing={submitted && alert?.kind === 'error'}
            />

            <Stack gap="md">
              <FormAlert state={alert} />
              {alert?.kind === 'success' ? (
                <Button component={Link} to="/login" variant="light">
                  Go to login
                </Button>
              ) : null}
              <Group justify="space-between" gap="sm">
                <Anchor component={Link} to="/login" size="sm">
                  Back to login
                </Anchor>
                <Button type="submit" size="md" loading={register.isPending}>
                  Register
                </Button>
              </Group>
            </Stack>
          </Stack>
        </form>
      </Stack>
      <TermsModal opened={termsOpened} onClose={terms.close} />
      <PrivacyModal opened={privacyOpened} onClose={privacy.close} />
    </PublicCard>
  );
}
