import { dataReportMessages } from '@portal/domain';
import { useMessages } from '../../lib/i18n/area-texts.ts';

/** The member data report's texts in the chosen language (issue 26). */
export const useDataReportMessages = () =>
  useMessages(dataReportMessages, (fil) => fil.dataReportMessagesFil);
