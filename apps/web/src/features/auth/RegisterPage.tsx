import {
  Anchor,
  Box,
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRoleChoice } from '@portal/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert, type FormAlertState } from '../../components/FormAlert.tsx';
import { PublicCard } from '../../components/PublicCard.tsx';
import { requiredField } from '../../components/required-field.ts';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { today as manilaToday } from '../../lib/dates.ts';
import { type CivilStatus, type Gender, useRegisterAdmin } from './api/register-admin.ts';
import { ConsentsSection } from './components/ConsentsSection.tsx';
import { PrivacyModal } from './PrivacyModal.tsx';
import {
  checkRegistration,
  FIELD_CHECKS,
  initialRegisterValues,
  type RegisterField,
  type RegisterValues,
  toRegisterInput,
} from './register-form.ts';
import { TermsModal } from './TermsModal.tsx';

const genderOptions = [
  { value: '', label: 'Select gender' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const civilStatusOptions = [
  { value: '', label: 'Select civil status' },
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'separated', label: 'Separated' },
  { value: 'divorced', label: 'Divorced' },
];

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
  const [values, setValues] = useState<RegisterValues>(initialRegisterValues);
  const [blurred, setBlurred] = useState<Set<RegisterField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [invalid, setInvalid] = useState<Set<RegisterField>>(new Set());
  const [serverFieldErrors, setServerFieldErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const [termsOpened, terms] = useDisclosure(false);
  const [privacyOpened, privacy] = useDisclosure(false);
  // Manila's date, not the browser's: at 01:00 in Manila a browser set to UTC is still on yesterday.
  const today = manilaToday();

  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'consents') {
      const field = key as RegisterField;
      setInvalid((current) => {
        if (!current.has(field)) return current;
        const next = new Set(current);
        next.delete(field);
        return next;
      });
      setServerFieldErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
    }
  };

  const markBlurred = (field: RegisterField) =>
    setBlurred((current) => (current.has(field) ? current : new Set(current).add(field)));

  const liveProblem = (field: RegisterField): string | null => {
    const check = FIELD_CHECKS[field];
    return check && (submitted || blurred.has(field)) ? check(values, today) : null;
  };

  /** A field's error: its own explanation, or just the red outline when the alert already says it. */
  const errorOf = (field: RegisterField): ReactNode => {
    const text = serverFieldErrors[field] ?? liveProblem(field);
    if (text && text !== alert?.message) return text;
    return invalid.has(field) || Boolean(text);
  };

  const inputProps = (field: RegisterField) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field, event.currentTarget.value as RegisterValues[typeof field]),
    onBlur: () => markBlurred(field),
    error: errorOf(field),
    name: field,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    setSubmitted(true);
    setServerFieldErrors({});
    const check = checkRegistration(values, today);
    setInvalid(new Set(check.invalid));
    if (check.message) {
      setAlert({ kind: 'error', message: check.message });
      const first = check.invalid[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setAlert(null);
    register.mutate(toRegisterInput(values), {
      onSuccess: (result) => {
        setValues(initialRegisterValues);
        setBlurred(new Set());
        setInvalid(new Set());
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
        setServerFieldErrors(fields);
      },
    });
  };

  return (
    <PublicCard width={780}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            Administrator registration
          </Title>
          <Text size="sm" c="dimmed">
            Create your staff account. A Head Administrator reviews each registration before the first
            sign-in. Fields marked with an asterisk (*) are required.
          </Text>
        </div>

        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="xl">
            <Section id="personal-information" title="Personal Information">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label="First name"
                  autoComplete="given-name"
                  {...requiredField}
                  {...inputProps('firstName')}
                />
                <TextInput label="Middle name" autoComplete="additional-name" {...inputProps('middleName')} />
                <TextInput
                  label="Last name"
                  autoComplete="family-name"
                  {...requiredField}
                  {...inputProps('lastName')}
                />
                <TextInput label="Maiden name" {...inputProps('maidenName')} />
                <TextInput
                  label="Date of birth"
                  type="date"
                  max={today}
                  {...requiredField}
                  {...inputProps('dob')}
                />
                <NativeSelect
                  label="Gender"
                  data={genderOptions}
                  {...requiredField}
                  {...inputProps('gender')}
                  onChange={(event) => set('gender', event.currentTarget.value as Gender | '')}
                />
                <NativeSelect
                  label="Civil status"
                  data={civilStatusOptions}
                  {...requiredField}
                  {...inputProps('civilStatus')}
                  onChange={(event) => set('civilStatus', event.currentTarget.value as CivilStatus | '')}
                />
              </SimpleGrid>
            </Section>

            <Section id="account-information" title="Account Information">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label="Contact number"
                  type="tel"
                  placeholder="+63 9XX XXX XXXX"
                  autoComplete="tel"
                  {...requiredField}
                  {...inputProps('contactNumber')}
                />
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
                value={values.role}
                onChange={(value) => set('role', value as AdminRoleChoice)}
                error={errorOf('role')}
              >
                <Stack gap="sm">
                  {ADMIN_ROLES.map((role) => (
                    <Radio key={role} value={role} label={ADMIN_ROLE_LABELS[role]} />
                  ))}
                </Stack>
              </Radio.Group>
              {values.role === 'other' ? (
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
              consents={values.consents}
              onChange={(consents) => set('consents', consents)}
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
