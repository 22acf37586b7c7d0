import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconPrinter, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { BackButton } from '../../components/BackButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { usePrintReceipt } from './api/print-receipt.ts';
import { ReceiptSheet } from './components/ReceiptSheet.tsx';
import { useReceiptMessages } from './texts.ts';

/**
 * The acknowledgment receipt of a claim (/admin/claims/:claimId/receipt, DECISIONS 52). Opening the
 * page is printing it: the page records one print when it opens (the first numbers the receipt, each
 * later one is a reprint) and shows the sheet, half an A4 sheet, ready for Print.
 */
export default function ReceiptPage() {
  const receiptMessages = useReceiptMessages();
  const { claimId = '' } = useParams();
  const print = usePrintReceipt();
  const { mutate } = print;
  // One open, one print: React's StrictMode runs an effect twice in development, and each print is
  // counted, so the claim already printed by this page is remembered across that second run.
  const printedFor = useRef<string | null>(null);
  useEffect(() => {
    if (printedFor.current === claimId) return;
    printedFor.current = claimId;
    mutate(claimId);
  }, [claimId, mutate]);

  const receipt = print.data;
  const notFound = isApiError(print.error) && print.error.status === 404;

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title={receiptMessages.receiptPageTitle}
          description={receiptMessages.receiptPageHelp}
          actions={
            <>
              {receipt ? (
                <BackButton to={`/admin/member/${receipt.member.id}`}>
                  {receiptMessages.receiptBackToProfile}
                </BackButton>
              ) : (
                <Button
                  component={Link}
                  to="/admin/members"
                  variant="subtle"
                  leftSection={<IconUsers size={16} aria-hidden />}
                >
                  {receiptMessages.receiptMembersLink}
                </Button>
              )}
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!receipt}
              >
                {receiptMessages.receiptPrint}
              </Button>
            </>
          }
        />
      </div>
      {receipt ? (
        <Stack gap="sm" align="flex-start">
          <ReceiptSheet receipt={receipt} />
          <Text size="sm" c="dimmed" className={sheet.noPrint} maw="210mm">
            {receiptMessages.receiptPrintHint}
          </Text>
        </Stack>
      ) : print.isError ? (
        notFound ? (
          <Alert color="red" role="alert" maw={640} title={errorMessage(print.error)}>
            <Text size="sm">{receiptMessages.receiptNotFoundHint}</Text>
          </Alert>
        ) : (
          <RetryAlert title={errorMessage(print.error)} onRetry={() => mutate(claimId)} />
        )
      ) : (
        <Center h={240}>
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text role="status">{receiptMessages.receiptPreparing}</Text>
          </Stack>
        </Center>
      )}
    </>
  );
}
