/**
 * Is this upload really the resume it claims to be? The name's extension and the bytes must
 * agree: PDF by its %PDF header, DOCX as an Office Open XML package with Word content, DOC as
 * an OLE2 compound file holding a WordDocument stream. A renamed .exe or .zip fails both ways.
 */
import { fileTypeFromBuffer } from 'file-type';
import { resumeKindByName, type ResumeKind } from '@site/contracts/forms/resume';

/** "WordDocument" as it is written in an OLE2 directory entry (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The detected type each claimed extension must have. */
const expected: Record<ResumeKind['extension'], string> = {
  '.pdf': 'pdf',
  '.doc': 'cfb',
  '.docx': 'docx',
};

export async function sniffResume(bytes: Uint8Array, originalName: string): Promise<ResumeKind | undefined> {
  const claimed = resumeKindByName(originalName);
  if (!claimed) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== expected[claimed.extension]) return undefined;
  // OLE2 also holds Excel, PowerPoint and installer files; only a Word file has this stream.
  if (claimed.extension === '.doc' && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(WORD_STREAM) < 0) {
    return undefined;
  }
  return claimed;
}
