/**
 * A tagged PDF's two kinds of content, for pdfkit: what a screen reader reads, each piece the
 * content of a structure element (a heading, a paragraph, a table cell) in reading order; and
 * page furniture it skips (rules, boxes, the running header and footer), marked as artifacts.
 * Every drawing of a tagged document goes through one of these two, so no content is left
 * outside the structure nor inside the wrong element.
 */
type Pdf = PDFKit.PDFDocument;
export type PdfElement = PDFKit.PDFStructureElement;
/** pdfkit writes a table cell's scope (TH); its types do not list it yet. */
export type ElementOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' };

/** Draws content as one new `type` element (H1, P, TH, TD…) under `parent`. */
export function tagged(
  pdf: Pdf,
  parent: PdfElement,
  type: string,
  draw: () => void,
  options: ElementOptions = {},
): void {
  const content = pdf.markStructureContent(type);
  draw();
  pdf.endMarkedContent();
  parent.add(pdf.struct(type, options, [content]));
}

/** A new element (a section, a table, a row) under `parent`, to add elements to. */
export function group(
  pdf: Pdf,
  parent: PdfElement,
  type: string,
  options: ElementOptions = {},
): PdfElement {
  const element = pdf.struct(type, options);
  parent.add(element);
  return element;
}

/** Draws page furniture a reader skips: `Layout` for rules and boxes, `Pagination` for headers. */
export function artifact(pdf: Pdf, type: 'Layout' | 'Pagination', draw: () => void): void {
  pdf.markContent('Artifact', { type });
  draw();
  pdf.endMarkedContent();
}
