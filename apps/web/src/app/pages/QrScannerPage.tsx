import { FindMemberPanel } from '../../features/find-member/FindMemberPanel.tsx';
import ScannerPage from '../../features/scanner/ScannerPage.tsx';

/** QR Scanner (/admin/scanner): the camera and image file, with the typed or handheld scan beside them. */
export default function QrScannerPage() {
  return <ScannerPage typed={<FindMemberPanel />} />;
}
