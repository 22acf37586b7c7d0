import {
  Anchor,
  Box,
  Button,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { ADMIN_ROLES, ADMIN_TEXT_LIMITS, type AdminRoleChoice } from '@portal/domain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  AdminContactNumberField,
  AdminPersonalFields,
} from '../../components/admin-form/AdminPersonalFields.tsx';
import { ErrorSummary } from '../../components/ErrorSummary.tsx';
import { FormAlert, type FormAlertState } from '../../components/FormAlert.tsx';
import { PublicCard } from '../../components/PublicCard.tsx';
import { requiredField } from '../../components/required-field.ts';
import { textLimit } from '../../components/text-limit.ts';
import { errorMessage } from '../../lib/api.ts';
import { today as manilaToday } from '../../lib/dates.ts';
import {
  fieldProblems,
  focusField,
  focusFirstProblem,
  type Refusal,
  serverFieldErrors,
} from '../../lib/forms/refusal.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { useRegisterAdmin } from './api/register-admin.ts';
import { ConsentsSection } from './components/ConsentsSection.tsx';
import { PrivacyModal } from './PrivacyModal.tsx';
import {
  fieldProblem,
  initialRegisterValues,
  REGISTER_FIELD_ORDER,
  type RegisterField,
  type RegisterValues,
  registerErrors,
  registerFieldErrors,
  registerRefusal,
  toRegisterInput,
} from './register-form.ts';
import { TermsModal } from './TermsModal.tsx';
import { useRegisterFieldLabels, useRegisterTexts } from './texts.ts';

/** Refusals of the server that point at one field. */
const FIELD_OF_ERROR: Record<string, string> = { EMAIL_IN_USE: 'email', USERNAME_IN_USE: 'username' };

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
  const texts = useTexts();
  const { t, tr } = texts;
  // The fields' labels in the chosen language: the summary and the messages name the fields by them.
  const labels = useRegisterFieldLabels();
  const registerTexts = useRegisterTexts();
  const register = useRegisterAdmin();
  // Manila's date, not the browser's: at 01:00 in Manila a browser set to UTC is still on yesterday.
  const today = manilaToday();
  // The errors the form keeps are each wrong field's message after Register (the form's own or the
  // server's); each goes when its field changes. The summary stays until the next Register.
  const form = useForm<RegisterValues>({
    initialValues: initialRegisterValues,
    validate: (values) => registerErrors(values, today),
  });
  const [blurred, setBlurred] = useState<ReadonlySet<RegisterField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [termsOpened, terms] = useDisclosure(false);
  const [privacyOpened, privacy] = useDisclosure(false);
  const errors = registerErrors(form.values, today);

  const markBlurred = (field: RegisterField) =>
    setBlurred((current) => (current.has(field) ? current : new Set(current).add(field)));

  /** A field's own problem, once it has been left (or Register pressed), kept up to date as it is typed. */
  const liveProblem = (field: RegisterField): string | null => {
    const problem = submitted || blurred.has(field) ? fieldProblem(errors, field) : null;
    return problem && tr(problem);
  };

  /** A field's error: its message after Register, else its own problem once it was left. */
  const errorOf = (field: RegisterField): ReactNode => {
    const mark = form.errors[field];
    return (typeof mark === 'string' ? mark : null) ?? liveProblem(field) ?? Boolean(mark);
  };

  const inputProps = (field: RegisterField) => ({
    ...form.getInputProps(field),
    onBlur: () => markBlurred(field),
    error: errorOf(field),
    name: field,
  });

  /** A field with its maximum shown under it. */
  const limitedProps = (field: keyof typeof ADMIN_TEXT_LIMITS & RegisterField) => ({
    ...inputProps(field),
    ...textLimit(String(form.values[field] ?? ''), ADMIN_TEXT_LIMITS[field]),
  });

  const showRefusal = (next: Refusal, errors: Record<string, string>) => {
    setSubmitted(true);
    form.setErrors(errors);
    setRefusal(next);
    requestAnimationFrame(() => focusFirstProblem(formRef.current, next.problems));
  };

  const refuse = (formErrors: FormErrors) => {
    const next = registerRefusal(formErrors, labels, tr);
    if (next) showRefusal(next, registerFieldErrors(formErrors, labels, tr));
  };

  const send = (values: RegisterValues) => {
    setSubmitted(true);
    setAlert(null);
    setRefusal(null);
    register.mutate(toRegisterInput(values), {
      onSuccess: (result) => {
        form.reset();
        setBlurred(new Set());
        setSubmitted(false);
        setAlert({ kind: 'success', message: result.message });
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, REGISTER_FIELD_ORDER, FIELD_OF_ERROR) as Record<
          string,
          string
        >;
        showRefusal(
          {
            message: errorMessage(error),
            problems: fieldProblems(errors, REGISTER_FIELD_ORDER, labels),
          },
          errors,
        );
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
    <PublicCard
      title={t('register.title')}
      intro={t('register.intro')}
      documentTitle={t('register.documentTitle')}
      width={780}
      gap="lg"
    >
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="xl">
          <Section id="personal-information" title={t('register.personal')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <AdminPersonalFields field={inputProps} today={today} />
            </SimpleGrid>
          </Section>

          <Section id="account-information" title={t('register.account')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <AdminContactNumberField {...limitedProps('contactNumber')} />
              <TextInput
                label={t('register.username')}
                autoComplete="username"
                {...requiredField}
                {...limitedProps('username')}
              />
              <TextInput
                label={t('register.email')}
                type="email"
                autoComplete="email"
                {...requiredField}
                {...limitedProps('email')}
              />
              <Box visibleFrom="sm" />
              <PasswordInput
                label={t('register.password')}
                autoComplete="new-password"
                description={texts.m('passwordPolicy')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...requiredField}
                {...inputProps('password')}
              />
              <PasswordInput
                label={t('register.confirmPassword')}
                autoComplete="new-password"
                {...requiredField}
                {...inputProps('confirmPassword')}
              />
            </SimpleGrid>
          </Section>

          <Section id="role" title={t('register.role')}>
            <Radio.Group
              aria-labelledby="role"
              name="role"
              value={form.values.role}
              onChange={(value) => form.setFieldValue('role', value as AdminRoleChoice)}
              error={errorOf('role')}
            >
              <Stack gap="sm">
                {ADMIN_ROLES.map((role) => (
                  <Radio key={role} value={role} label={registerTexts.t(`roles.${role}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {form.values.role === 'other' ? (
              <TextInput
                mt="md"
                maw={420}
                label={t('register.roleOther')}
                {...requiredField}
                {...limitedProps('roleOther')}
              />
            ) : null}
          </Section>

          <ConsentsSection
            consents={form.values.consents}
            onChange={(key, checked) => form.setFieldValue(`consents.${key}`, checked)}
            onOpenTerms={terms.open}
            onOpenPrivacy={privacy.open}
            errors={form.errors}
          />

          <Stack gap="md">
            <ErrorSummary refusal={refusal} onSelect={(path) => focusField(formRef.current, path)} />
            <FormAlert state={alert} />
            {alert?.kind === 'success' ? (
              <Button component={Link} to="/login" variant="light">
                {t('reset.goToLogin')}
              </Button>
            ) : null}
            <Group justify="space-between" gap="sm">
              <Anchor component={Link} to="/login" size="sm">
                {t('reset.backToLogin')}
              </Anchor>
              <Button type="submit" size="md" loading={register.isPending}>
                {t('register.submit')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
      <TermsModal opened={termsOpened} onClose={terms.close} />
      <PrivacyModal opened={privacyOpened} onClose={privacy.close} />
    </PublicCard>
  );
}
