import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

/** A strict RFC 4180 reader, only for checking what toCsv writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i += 1;
      } else {
        cell += ch;
        i += 1;
      }
    } else if (ch === '"' && cell === "") {
      quoted = true;
      i += 1;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
      i += 1;
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 2;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (cell !== "" || row.length) throw new Error("document does not end with CRLF");
  return rows;
}

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Asha Rao")).toBe("Asha Rao");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes a cell with a comma", () => {
    expect(csvCell("Hyderabad, Telangana")).toBe('"Hyderabad, Telangana"');
  });

  it("doubles quotes inside a quoted cell", () => {
    expect(csvCell('She said "hello"')).toBe('"She said ""hello"""');
  });

  it("quotes a cell with a line break (LF, CR or CRLF)", () => {
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("a\rb")).toBe('"a\rb"');
  });

  it.each(["=SUM(A1:A9)", "+91 98765 43210", "-2+3", "@cmd", "\t=1+1", "\r=1+1"])(
    "prefixes a cell starting with a formula character with an apostrophe: %j",
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it("prefixes and quotes a formula that also holds a comma and quotes", () => {
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe(
      `"'=HYPERLINK(""http://x.example"",""click"")"`,
    );
  });

  it("does not prefix formula characters later in the cell", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("user@example.com")).toBe("user@example.com");
  });

  it("writes numbers and dates as data (a negative number we wrote is not a formula)", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(4999)).toBe("4999");
    expect(csvCell(new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-24T10:00:00.000Z");
  });
});

describe("toCsv", () => {
  const columns = [
    { header: "Name", value: (r: { name: string; note: string }) => r.name },
    { header: "Note, free text", value: (r: { name: string; note: string }) => r.note },
  ];

  it("writes a header line and one CRLF-terminated line per row", () => {
    const csv = toCsv(columns, [{ name: "Ravi", note: "Call after 6" }]);
    expect(csv).toBe('Name,"Note, free text"\r\nRavi,Call after 6\r\n');
  });

  it("reads back cell for cell, whatever the text (formula cells come back with one apostrophe)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), note: fc.string() }), { maxLength: 8 }), (rows) => {
        const parsed = parseCsv(toCsv(columns, rows));
        expect(parsed).toHaveLength(rows.length + 1);
        expect(parsed[0]).toEqual(["Name", "Note, free text"]);
        rows.forEach((row, i) => {
          const safe = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
          expect(parsed[i + 1]).toEqual([safe(row.name), safe(row.note)]);
        });
      }),
    );
  });
});
