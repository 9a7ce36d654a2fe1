/** The ranking tracker's form actions: add or remove a keyword, enter a position, import a CSV. */
import { parseRowId } from '#app/lib/row-id.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { GSC_FILE_MAX_BYTES, parseGscCsv } from './gsc-csv.ts';
import {
  KEYWORD_MAX_LENGTH,
  addKeyword,
  deleteKeyword,
  importGscRows,
  recordPosition,
} from './ranking.server.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type RankingActionResult = { ok: boolean; message: string };

export async function rankingAction(db: AppDb, form: FormData): Promise<RankingActionResult> {
  switch (form.get('intent')) {
    case 'add-keyword': {
      const keyword = String(form.get('keyword') ?? '').trim();
      if (!keyword || keyword.length > KEYWORD_MAX_LENGTH) {
        return { ok: false, message: `Give a keyword of up to ${KEYWORD_MAX_LENGTH} characters.` };
      }
      await addKeyword(db, keyword, String(form.get('targetPage') ?? ''));
      return { ok: true, message: `Tracking “${keyword}”.` };
    }
    case 'delete-keyword': {
      const keywordId = parseRowId(form.get('keywordId'));
      if (keywordId === null) return { ok: false, message: 'Choose a keyword to remove.' };
      await deleteKeyword(db, keywordId);
      return { ok: true, message: 'Keyword removed with its positions.' };
    }
    case 'add-position': {
      const keywordId = parseRowId(form.get('keywordId'));
      const date = String(form.get('date') ?? '');
      const position = Number(form.get('position'));
      if (keywordId === null || !DATE.test(date) || !(position >= 1 && Number.isFinite(position))) {
        return { ok: false, message: 'Choose a keyword, a date and a position of 1 or more.' };
      }
      await recordPosition(db, { keywordId, date, position, source: 'manual' });
      return { ok: true, message: `Position ${position} recorded for ${date}.` };
    }
    case 'import': {
      const file = form.get('file');
      const date = String(form.get('date') ?? '');
      if (!DATE.test(date)) return { ok: false, message: 'Choose the date the export covers.' };
      if (!(file instanceof File) || file.size === 0)
        return { ok: false, message: 'Choose a CSV file.' };
      if (file.size > GSC_FILE_MAX_BYTES)
        return { ok: false, message: 'That file is larger than 2 MB.' };
      const parsed = parseGscCsv(await file.text());
      if (!parsed.ok) return { ok: false, message: `Nothing imported. ${parsed.error}` };
      const result = await importGscRows(db, parsed.rows, {
        date,
        addNew: form.get('addNew') === 'yes',
      });
      return {
        ok: true,
        message: `Imported ${result.imported} position${result.imported === 1 ? '' : 's'} for ${date}${result.added ? ` (${result.added} new keywords)` : ''}${result.skipped ? `; ${result.skipped} untracked queries skipped` : ''}.`,
      };
    }
    default:
      return { ok: false, message: 'Unknown action.' };
  }
}
