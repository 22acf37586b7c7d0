import { Alert, Anchor, Group, List, NativeSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ID_CARDS_PER_REQUEST, ID_CARDS_PER_SHEET, type IdCards, place } from '@portal/domain';
import { IconAlertTriangle, IconId } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { BackButton } from '../../components/BackButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { useIdCards } from './api/get-id-cards.ts';
import type { IdCardsParams } from './api/keys.ts';
import { IdCardSheets } from './card/IdCardSheets.tsx';
import { PrintCardsButton } from './card/PrintCardsButton.tsx';
import { documentList, useIdCardMessages } from './texts.ts';

/**
 * ID cards in batch (/admin/members/cards?ids=… | ?batch=… | ?barangay=…, issue 24 item 4): 8 cards to
 * an A4 sheet with cut marks, fronts then backs for double-sided printing; above them, not printed,
 * what will print and which cards lack documents. Print asks first when some do.
 */
export default function IdCardBatchPage() {
  const { t, locale } = useMemberTexts();
  const idCardMessages = useIdCardMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  const params: IdCardsParams = {
    ids: searchParams.get('ids') ?? '',
    batch: searchParams.get('batch') ?? '',
    barangay: searchParams.get('barangay') ?? '',
    part: Number(searchParams.get('part')) || 1,
  };
  const cards = useIdCards(params);
  const chosen = Boolean(params.ids || params.batch || params.barangay);
  const data = cards.data;
  const missing = data?.cards.filter((card) => card.missingDocuments.length > 0) ?? [];
  const printable = Boolean(data && data.cards.length > 0);

  const choose = (next: Record<string, string>) => setSearchParams(next);

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title={t('batch.title')}
          description={t('batch.description', {
            perSheet: ID_CARDS_PER_SHEET,
            max: ID_CARDS_PER_REQUEST,
          })}
          actions={
            <>
              <BackButton to="/admin/members">{t('common.registeredMembers')}</BackButton>
              <PrintCardsButton
                disabled={!printable}
                missing={missing.length > 0}
                question={idCardMessages.batchPrintWithout(missing.length)}
              />
            </>
          }
        />
        <Stack gap="md" mb="lg" maw={720}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('batch.barangay')}
              description={t('batch.barangayDescription')}
              value={params.barangay}
              onChange={(event) => {
                const barangay = event.currentTarget.value;
                choose(barangay ? { barangay } : {});
              }}
              data={[{ value: '', label: t('batch.chooseBarangay') }, ...place.barangays]}
              w={{ base: '100%', xs: 320 }}
            />
            {data && data.parts > 1 ? (
              <NativeSelect
                label={t('batch.cards')}
                value={String(data.part)}
                onChange={(event) =>
                  choose({ ...Object.fromEntries(searchParams), part: event.currentTarget.value })
                }
                data={Array.from({ length: data.parts }, (_, i) => ({
                  value: String(i + 1),
                  label: t('batch.partOption', {
                    from: (i * ID_CARDS_PER_REQUEST + 1).toLocaleString(locale),
                    to: Math.min((i + 1) * ID_CARDS_PER_REQUEST, data.total).toLocaleString(locale),
                    total: data.total.toLocaleString(locale),
                  }),
                }))}
                w={{ base: '100%', xs: 220 }}
              />
            ) : null}
          </Group>
          {data ? <Summary data={data} params={params} /> : null}
        </Stack>
      </div>

      {!chosen ? (
        <EmptyState icon={IconId} text={t('batch.which')} hint={idCardMessages.batchChoose} />
      ) : cards.isError ? (
        <RetryAlert title={errorMessage(cards.error)} onRetry={() => void cards.refetch()} />
      ) : cards.isPending ? (
        <Stack gap="sm" maw={720} aria-busy="true" aria-label={t('batch.loading')}>
          <Skeleton h={60} />
          <Skeleton h={480} />
        </Stack>
      ) : cards.data.cards.length === 0 ? (
        <EmptyState icon={IconId} text={idCardMessages.batchEmpty} hint={idCardMessages.batchChoose} />
      ) : (
        <IdCardSheets cards={cards.data.cards} />
      )}
    </>
  );
}

/** What will print (not printed itself): cards, sheets, pages, and the cards lacking documents. */
function Summary({ data, params }: { data: IdCards; params: IdCardsParams }) {
  const texts = useMemberTexts();
  const { t } = texts;
  const idCardMessages = useIdCardMessages();
  const count = data.cards.length;
  const sheets = Math.ceil(count / ID_CARDS_PER_SHEET);
  const missing = data.cards.filter((card) => card.missingDocuments.length > 0);
  const what = params.batch
    ? t('batch.whatImport', { source: data.source ?? '' }).trim()
    : params.barangay
      ? t('batch.whatBarangay', { source: data.source ?? params.barangay })
      : t('batch.whatSelected');
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('batch.region')}>
      <Stack gap="xs">
        <Text fw={600}>
          {t('batch.summary', {
            what,
            cards: t('batch.cardCount', { count }),
            sheets: t('batch.sheetCount', { count: sheets }),
            pages: t('batch.pageCount', { count: sheets * 2 }),
          })}
          {data.parts > 1 ? t('batch.part', { part: data.part, parts: data.parts }) : ''}
        </Text>
        {data.leftOut > 0 ? <Text size="sm">{t('batch.leftOut', { count: data.leftOut })}</Text> : null}
        <Text size="sm" c="dimmed">
          {idCardMessages.batchPrintHint}
        </Text>
        {missing.length > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            title={t('batch.missingTitle', { count: missing.length })}
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            <Text size="sm" mb={4}>
              {idCardMessages.batchMissing(missing.length)}
            </Text>
            <List size="sm" spacing={2}>
              {missing.map((card) => (
                <List.Item key={card.id}>
                  <Anchor
                    component={Link}
                    to={`/admin/member/${card.id}?update`}
                    size="sm"
                    c="dark.8"
                    underline="always"
                  >
                    {card.fullName}
                  </Anchor>
                  {t('batch.missingItem', { documents: documentList(texts, card.missingDocuments) })}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm">{t('batch.allDocuments')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
