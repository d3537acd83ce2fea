/**
 * The demo products' download file: a real PDF (pdf-lib) whose first page shows the
 * product's cover picture (which carries its title in any script) and a short note.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { fromCache, toCache } from './render';

/** Fixed dates keep the file the same for the same inputs (and so cacheable). */
const DATE = new Date('2026-01-01T00:00:00Z');

export async function productPdf(o: { title: string; cover: Buffer }): Promise<Buffer> {
  const parts = ['pdf', o.title, createHash('sha256').update(o.cover).digest('hex')];
  const hit = fromCache(parts, 'pdf');
  if (hit) return hit;
  const doc = await PDFDocument.create();
  doc.setCreationDate(DATE);
  doc.setModificationDate(DATE);
  doc.setTitle(o.title);
  doc.setProducer('Souq demo data');
  const page = doc.addPage([595, 842]); // A4 portrait, points
  const image = await doc.embedPng(o.cover);
  const w = 495;
  const h = (image.height / image.width) * w;
  page.drawImage(image, { x: 50, y: 842 - 60 - h, width: w, height: h });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // The standard fonts cover Latin text only; the cover above carries an Arabic title.
  const latin = o.title.replace(/[^\x20-\x7e]/g, '').trim();
  const lines = [latin || 'Souq digital product', 'Thank you for your purchase on Souq.', 'This file is part of the demo catalogue.'];
  for (const [i, text] of lines.entries()) {
    page.drawText(text, { x: 50, y: 842 - 110 - h - i * 24, size: i ? 12 : 18, font, color: rgb(0.04, 0.23, 0.23) });
  }
  return toCache(parts, 'pdf', Buffer.from(await doc.save()));
}
