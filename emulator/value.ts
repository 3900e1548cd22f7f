/** What a cell holds: "" is empty, as getValues() reports it. Its own file, so the cell renderers need not import the spreadsheet. */
export type Value = string | number | boolean | Date;
