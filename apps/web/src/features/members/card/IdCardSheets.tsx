import { ID_CARDS_PER_SHEET, idCardSheets, idCardSlot, type MemberIdCardView } from '@portal/domain';
import { Fragment } from 'react';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import classes from './IdCardSheets.module.css';
import { IdCardBack, IdCardFront } from './MemberIdCard.tsx';

/** Half the gap between cards beyond each corner; the marks start 1 mm from the corner. */
const MARGIN = 4.5;
const CARD = { width: 85.6, height: 53.98 };
const MARK_FROM = 1;
const MARK_TO = 3.5;

/** The cut marks around one card: at each corner, its two edges drawn on outward. */
function CutMarks() {
  const xs = [MARGIN, MARGIN + CARD.width];
  const ys = [MARGIN, MARGIN + CARD.height];
  const lines: [number, number, number, number][] = [];
  for (const [i, x] of xs.entries()) {
    for (const [j, y] of ys.entries()) {
      const dx = i === 0 ? -1 : 1;
      const dy = j === 0 ? -1 : 1;
      lines.push([x + dx * MARK_FROM, y, x + dx * MARK_TO, y]);
      lines.push([x, y + dy * MARK_FROM, x, y + dy * MARK_TO]);
    }
  }
  return (
    <svg
      className={classes.marks}
      viewBox={`0 0 ${CARD.width + 2 * MARGIN} ${CARD.height + 2 * MARGIN}`}
      aria-hidden
      focusable="false"
    >
      {lines.map(([x1, y1, x2, y2]) => (
        <line key={`${x1},${y1},${x2},${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} />
      ))}
    </svg>
  );
}

/**
 * One printed page of sheet `number` (of `count`): its caption (not printed), then its cards, the
 * first being card `first` of the print, each in its slot: fronts with cut marks, or backs.
 */
function SheetPage({
  side,
  cards,
  first,
  number,
  count,
}: {
  side: 'fronts' | 'backs';
  cards: MemberIdCardView[];
  first: number;
  number: number;
  count: number;
}) {
  const { t } = useMemberTexts();
  const fronts = side === 'fronts';
  return (
    <div className={classes.sheet}>
      <div className={classes.caption}>
        {t(fronts ? 'batch.sheetFronts' : 'batch.sheetBacks', { sheet: number, sheets: count })}
      </div>
      <div className={classes.page} data-sheet={number} data-side={side}>
        {cards.map((card, i) => {
          const slot = idCardSlot(first + i);
          const column = fronts ? slot.frontColumn : slot.backColumn;
          return (
            <div
              key={card.id}
              className={classes.slot}
              style={{ gridRow: slot.row + 1, gridColumn: column + 1 }}
            >
              {fronts ? (
                <>
                  <IdCardFront member={card} label={t('idCard.frontOf', { name: card.fullName })} />
                  <CutMarks />
                </>
              ) : (
                <IdCardBack member={card} label={t('idCard.backOf', { name: card.fullName })} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * ID cards on A4 sheets of 8 (the domain's idCardSlot): per sheet a page of fronts, then a page of
 * backs with each row's columns swapped, so printed double-sided (long edge) each back is behind its front.
 */
export function IdCardSheets({ cards }: { cards: MemberIdCardView[] }) {
  const sheets = idCardSheets(cards);
  const count = sheets.length;
  return (
    <div className={classes.pages}>
      {sheets.map((sheet, s) => {
        const page = { cards: sheet, first: s * ID_CARDS_PER_SHEET, number: s + 1, count };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its position in the print
          <Fragment key={s}>
            <SheetPage side="fronts" {...page} />
            <SheetPage side="backs" {...page} />
          </Fragment>
        );
      })}
    </div>
  );
}
