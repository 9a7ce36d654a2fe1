/** Reads a PDF's text back as a reader's copy-and-paste would (unpdf, pdf.js without a browser). */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Uint8Array | Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** Each page's text on its own. */
export async function pdfPages(pdf: Uint8Array | Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

interface StructNode {
  role?: string;
  children?: StructNode[];
}

/**
 * A PDF's tagging as a screen reader meets it: whether it says it is tagged (MarkInfo Marked),
 * and the roles of its structure elements, every page's, in reading order.
 */
export async function pdfTags(
  pdf: Uint8Array | Buffer,
): Promise<{ marked: boolean; roles: string[] }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const marked = Boolean((await document.getMarkInfo())?.Marked);
  const roles: string[] = [];
  const walk = (node: StructNode | null | undefined) => {
    if (!node) return;
    if (node.role) roles.push(node.role);
    for (const child of node.children ?? []) walk(child);
  };
  for (let number = 1; number <= document.numPages; number += 1) {
    walk((await (await document.getPage(number)).getStructTree()) as StructNode | null);
  }
  return { marked, roles };
}
