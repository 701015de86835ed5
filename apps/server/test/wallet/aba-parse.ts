import { expect } from "vitest";
import { ABA_LINE_LENGTH } from "../../src/wallet/aba-file";

// An ABA (Cemtex) direct-entry file read back field by field, as a bank's import would, checking
// each record's layout on the way (the format's columns are numbered from 1).

/** A field at 1-based columns `from`–`to`, as the format's tables number them. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

/** Parses a file into its header, payments and total record, checking the record layout on the way. */
export function parseAba(file: string) {
  expect(file.endsWith("\r\n")).toBe(true);
  const lines = file.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(line).toHaveLength(ABA_LINE_LENGTH);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
  }
  const header = lines[0] ?? "";
  const total = lines.at(-1) ?? "";
  expect(field(header, 1, 1)).toBe("0");
  expect(field(header, 2, 18).trim()).toBe("");
  expect(field(total, 1, 1)).toBe("7");
  const payments = lines.slice(1, -1).map((line) => {
    expect(field(line, 1, 1)).toBe("1");
    expect(field(line, 18, 18)).toBe(" ");
    expect(field(line, 19, 20)).toBe("50");
    expect(field(line, 113, 120)).toBe("00000000");
    return {
      bsb: field(line, 2, 8),
      accountNumber: field(line, 9, 17).trim(),
      amount: Number(field(line, 21, 30)),
      accountName: field(line, 31, 62).trimEnd(),
      reference: field(line, 63, 80).trimEnd(),
      traceBsb: field(line, 81, 87),
      traceAccount: field(line, 88, 96).trim(),
      remitter: field(line, 97, 112).trimEnd(),
    };
  });
  return {
    header: {
      reel: field(header, 19, 20),
      bank: field(header, 21, 23),
      userName: field(header, 31, 56).trimEnd(),
      userId: field(header, 57, 62),
      description: field(header, 63, 74).trimEnd(),
      date: field(header, 75, 80),
    },
    payments,
    total: {
      bsb: field(total, 2, 8),
      net: Number(field(total, 21, 30)),
      credit: Number(field(total, 31, 40)),
      debit: Number(field(total, 41, 50)),
      count: Number(field(total, 75, 80)),
    },
  };
}
