import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  cardDocumentList,
  ID_CARDS_PER_REQUEST,
  ID_CARDS_PER_SHEET,
  type IdCards,
  idCardMessages,
  place,
} from '@portal/domain';
import { IconAlertTriangle, IconArrowLeft, IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PrintButton } from '../../components/PrintButton.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useIdCards } from './api/get-id-cards.ts';
import type { IdCardsParams } from './api/keys.ts';
import { IdCardSheets } from './card/IdCardSheets.tsx';
import { ConfirmModal } from './components/ConfirmModal.tsx';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-PH')} ${n === 1 ? one : many}`;

/**
 * ID cards in batch (/admin/members/cards?ids=… | ?batch=… | ?barangay=…, issue 24 item 4): 8 cards to
 * an A4 sheet with cut marks, fronts then backs for double-sided printing; above them, not printed,
 * what will print and which cards lack documents. Print asks first when some do.
 */
export default function IdCardBatchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: IdCardsParams = {
    ids: searchParams.get('ids') ?? '',
    batch: searchParams.get('batch') ?? '',
    barangay: searchParams.get('barangay') ?? '',
    part: Number(searchParams.get('part')) || 1,
  };
  const cards = useIdCards(params);
  const [asking, setAsking] = useState(false);
  const chosen = Boolean(params.ids || params.batch || params.barangay);
  const data = cards.data;
  const missing = data?.cards.filter((card) => card.missingDocuments.length > 0) ?? [];
  const printable = Boolean(data && data.cards.length > 0);

  const choose = (next: Record<string, string>) => setSearchParams(next);

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title="Print ID Cards"
          description={`${ID_CARDS_PER_SHEET} cards to an A4 sheet (2 × 4, CR80 85.60 × 53.98 mm) with cut marks; up to ${ID_CARDS_PER_REQUEST} at a time.`}
          actions={
            <>
              <Button
                component={Link}
                to="/admin/members"
                variant="subtle"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                Registered Members
              </Button>
              <PrintButton
                disabled={!printable}
                onPrint={() => (missing.length > 0 ? setAsking(true) : window.print())}
              />
            </>
          }
        />
        <Stack gap="md" mb="lg" maw={720}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Barangay"
              description="Print the cards of every registered member of a barangay"
              value={params.barangay}
              onChange={(event) => {
                const barangay = event.currentTarget.value;
                choose(barangay ? { barangay } : {});
              }}
              data={[{ value: '', label: 'Choose a barangay' }, ...place.barangays]}
              w={{ base: '100%', xs: 320 }}
            />
            {data && data.parts > 1 ? (
              <NativeSelect
                label="Cards"
                value={String(data.part)}
                onChange={(event) =>
                  choose({ ...Object.fromEntries(searchParams), part: event.currentTarget.value })
                }
                data={Array.from({ length: data.parts }, (_, i) => ({
                  value: String(i + 1),
                  label: `${(i * ID_CARDS_PER_REQUEST + 1).toLocaleString('en-PH')}–${Math.min(
                    (i + 1) * ID_CARDS_PER_REQUEST,
                    data.total,
                  ).toLocaleString('en-PH')} of ${data.total.toLocaleString('en-PH')}`,
                }))}
                w={{ base: '100%', xs: 220 }}
              />
            ) : null}
          </Group>
          {data ? <Summary data={data} params={params} /> : null}
        </Stack>
      </div>

      {!chosen ? (
        <EmptyState icon={IconId} text="Which ID cards?" hint={idCardMessages.batchChoose} />
      ) : cards.isError ? (
        <RetryAlert title={errorMessage(cards.error)} onRetry={() => void cards.refetch()} />
      ) : cards.isPending ? (
        <Stack gap="sm" maw={720} aria-busy="true" aria-label="Loading the ID cards">
          <Skeleton h={60} />
          <Skeleton h={480} />
        </Stack>
      ) : cards.data.cards.length === 0 ? (
        <EmptyState icon={IconId} text={idCardMessages.batchEmpty} hint={idCardMessages.batchChoose} />
      ) : (
        <IdCardSheets cards={cards.data.cards} />
      )}

      <ConfirmModal
        opened={asking}
        title={idCardMessages.printWithoutTitle}
        confirmLabel="Print anyway"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          window.print();
        }}
      >
        {idCardMessages.batchPrintWithout(missing.length)}
      </ConfirmModal>
    </>
  );
}

/** What will print (not printed itself): cards, sheets, pages, and the cards lacking documents. */
function Summary({ data, params }: { data: IdCards; params: IdCardsParams }) {
  const count = data.cards.length;
  const sheets = Math.ceil(count / ID_CARDS_PER_SHEET);
  const missing = data.cards.filter((card) => card.missingDocuments.length > 0);
  const what = params.batch
    ? `Import batch ${data.source ?? ''}`.trim()
    : params.barangay
      ? `Barangay ${data.source ?? params.barangay}`
      : 'Selected members';
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="What will print">
      <Stack gap="xs">
        <Text fw={600}>
          {what}: {plural(count, 'card', 'cards')} on {plural(sheets, 'sheet', 'sheets')} (
          {plural(sheets * 2, 'page', 'pages')}, fronts and backs)
          {data.parts > 1 ? `, part ${data.part} of ${data.parts}` : ''}
        </Text>
        {data.leftOut > 0 ? (
          <Text size="sm">
            {plural(data.leftOut, 'selected member is', 'selected members are')} archived or no longer
            registered and left out.
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {idCardMessages.batchPrintHint}
        </Text>
        {missing.length > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            title={`${plural(missing.length, 'card', 'cards')} with missing documents`}
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
                  : no {cardDocumentList(card.missingDocuments)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm">Every card has its photo, signature and QR code.</Text>
        )}
      </Stack>
    </Paper>
  );
}
