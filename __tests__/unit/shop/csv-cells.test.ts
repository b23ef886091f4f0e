import { csvCell, csvFile, csvRow } from '@/lib/shop/csv-cells';

// The order list export, RFC 4180 and safe in a spreadsheet.

describe('csvCell: RFC 4180 quoting', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [42, '42'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['O’Brien Zoë', 'O’Brien Zoë'],
  ] as const)('%p → %p', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvCell: spreadsheet formulas stay text (a leading apostrophe)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b', 'a=b'],
    ['1-2', '1-2'],
  ])('%p → %p', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvFile', () => {
  it('a byte order mark, a header row, then the rows, each ending CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    expect(
      csvFile(
        ['Number', 'Name'],
        [
          ['OC1', 'Ann'],
          ['OC2', '=cmd'],
        ],
      ),
    ).toBe("\uFEFFNumber,Name\r\nOC1,Ann\r\nOC2,'=cmd\r\n");
  });
});
