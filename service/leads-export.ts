import { leadTables, type LeadKind, type LeadsRepository } from './repositories/leads';

export const leadKinds = Object.keys(leadTables) as readonly LeadKind[];
export type ExportFormat = 'csv' | 'json';

function cell(value: unknown): string {
  let text =
    value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
  // A cell that a spreadsheet would read as a formula is neutralised (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (header from the column names) with formula-like cells neutralised. */
export function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  return (
    [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join(
      '\r\n',
    ) + '\r\n'
  );
}

export async function exportLeads(
  leads: LeadsRepository,
  kind: LeadKind,
  format: ExportFormat,
): Promise<string> {
  const rows = await leads.list(kind);
  return format === 'csv' ? toCsv(rows) : JSON.stringify(rows, null, 2) + '\n';
}
