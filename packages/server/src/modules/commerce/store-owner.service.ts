/**
 * A store owner's products (docs/legacy-client.md#ec-1-11): list, add, show, update,
 * delete, remove one file, and the download report. Store owners only (section 2, or
 * both kinds): a freelancer is told so. Every call works on the caller's own products —
 * another owner's product reads as "not found" and changes nothing.
 *
 * Bad input changes nothing: fields, category, features, the discount and every file are
 * checked first; files are saved, then rows written in one transaction, and the saved
 * files removed again if that fails. A new or changed product waits for the
 * administrator's approval (is_approved false) and is hidden from customers until then.
 */
import path from 'node:path';
import { MAX_PRODUCT_FILES, type productForm } from '@souq/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { formatDate } from '../../lib/format-date';
import { asciiDigits } from '../../lib/digits';
import { checkImages, removeFiles, saveImages } from '../storage/image-uploads';
import { formatSR, toHalalas, toSR } from '../../lib/money';
import { fileTooLarge, type UploadedFile } from '../../lib/uploaded-file';
import { normalizeArabic } from '../../lib/arabic-normalize';
import type { CallerContext } from '../../lib/request-context';
import { productCard } from '../products/product-card.dto';
import { originalName, saveAnyFile, type Storage } from '../storage/storage';
import type { StoreOrdersService } from './store-orders.service';
import type { ProductsRepository } from './products.repository';
import type { ShopService } from './shop.service';
import type { NewFile, ProductRow, ProductWrite, StoreOwnerRepository } from './store-owner.repository';

export const PREVIEW_FOLDER = 'products';
export const DOWNLOAD_FOLDER = 'product-files';
const FREELANCER_SECTION = 1;

export interface StoreOwnerDeps {
  repo: StoreOwnerRepository;
  shop: ShopService;
  products: ProductsRepository;
  orders: StoreOrdersService;
  storage: Storage;
  maxUploadBytes: number;
  now: () => Date;
}

/** What the add and update calls share, as the contract's body parses it. */
type ProductInput = z.infer<typeof productForm>;

/**
 * A date as browsers write it (docs/legacy-client.md#ec-5-6): `2026-12-31`, `12/31/2026,` (en-US),
 * `31/12/2026` (en-GB, ar), `31-12-26`, Arabic-Indic digits. → YYYY-MM-DD, or null.
 */
export function readDate(raw: string): string | null {
  const arabic = /[\u0660-\u0669\u06F0-\u06F9\u200f\u061c]/.test(raw);
  const s = asciiDigits(raw)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(s);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(s);
  const dashed = /^(\d{1,2})[-.](\d{1,2})[-.](\d{2,4})$/.exec(s);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (slashed) {
    const a = Number(slashed[1]);
    const b = Number(slashed[2]);
    y = Number(slashed[3]);
    // Day first when it must be (a > 12) or when an Arabic locale wrote it; else month first (en-US).
    [d, m] = a > 12 || (arabic && b <= 12) ? [a, b] : [b, a];
  } else if (dashed) {
    [d, m, y] = [Number(dashed[1]), Number(dashed[2]), Number(dashed[3])];
    if (y < 100) y += 2000;
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

export function createStoreOwnerService(deps: StoreOwnerDeps) {
  const { repo, storage } = deps;

  async function assertStoreOwner(providerId: number) {
    if ((await repo.sectionOf(providerId)) === FREELANCER_SECTION) throw fail('products.not_store_owner');
  }

  async function ownOrFail(providerId: number, productId: number): Promise<ProductRow> {
    await assertStoreOwner(providerId);
    const row = await repo.own(providerId, productId);
    if (!row) throw fail('products.not_found');
    return row;
  }

  /** Checks every field; `stored` is the product being updated (its own date may be echoed back as it is). */
  async function productWrite(input: ProductInput, stored: ProductRow | null): Promise<{ write: ProductWrite; features: number[] }> {
    if (!(await repo.storeCategory(input.category_id))) throw fail('products.not_store_category');
    const wanted = [...new Set(input.features)];
    if ((await repo.featureIds(wanted)).length !== wanted.length) throw fail('products.feature_not_found');
    const price = toHalalas(input.price);
    const pct = Math.round(input.discount_percentage ?? 0);
    let priceAfter: number | null = null;
    let expire: string | null = null;
    if (pct > 0) {
      const expected = Math.round((price * (100 - pct)) / 100);
      priceAfter = expected;
      if (input.price_after_discount !== undefined) {
        const given = toHalalas(input.price_after_discount);
        if (Math.abs(given - expected) > 1) throw fail('products.discount_price_mismatch', { expected: formatSR(expected) });
        priceAfter = given;
      }
      const raw = (input.discount_expire ?? '').trim();
      if (!raw) throw fail('products.discount_expire_required');
      expire = readDate(raw);
      if (!expire) throw fail('products.discount_expire_invalid');
      const echoed = stored?.discountExpire && stored.discountExpire.slice(0, 10) === expire;
      if (!echoed && expire < formatDate(deps.now())) throw fail('products.discount_expire_past');
    }
    return {
      write: {
        name: input.name,
        categoryId: input.category_id,
        description: input.description,
        price,
        discountPercentage: pct,
        priceAfterDiscount: priceAfter,
        discountExpire: expire,
        searchName: normalizeArabic(input.name),
      },
      features: wanted,
    };
  }

  /** Checks the new files against what the product holds; previews must be images. */
  async function checkFiles(input: ProductInput, have: { preview: number; download: number }) {
    if (have.preview + input.preview_files.length > MAX_PRODUCT_FILES || have.download + input.download_files.length > MAX_PRODUCT_FILES)
      throw fail('products.too_many_files', { max: MAX_PRODUCT_FILES });
    if (have.preview + input.preview_files.length === 0) throw fail('products.preview_required');
    if (have.download + input.download_files.length === 0) throw fail('products.download_required');
    const previews = await checkImages(input.preview_files, deps.maxUploadBytes, MAX_PRODUCT_FILES);
    for (const f of input.download_files) if (f.size > deps.maxUploadBytes) throw fileTooLarge(deps.maxUploadBytes);
    return previews;
  }

  /** Saves the checked files, runs the write, removes the saved files if the write fails. */
  async function withSavedFiles<T>(
    previews: Awaited<ReturnType<typeof checkImages>>,
    downloads: UploadedFile[],
    write: (files: NewFile[]) => Promise<T>,
  ): Promise<T> {
    const saved: NewFile[] = [];
    try {
      const previewPaths = await saveImages(storage, PREVIEW_FOLDER, previews);
      for (const [i, file] of previewPaths.entries())
        saved.push({ kind: 'preview', file, originalName: previews[i] ? originalName(previews[i].file) : '' });
      for (const f of downloads)
        saved.push({ kind: 'download', file: await saveAnyFile(storage, DOWNLOAD_FOLDER, f), originalName: originalName(f) });
      return await write(saved);
    } catch (err) {
      await removeFiles(
        storage,
        saved.map((f) => f.file),
      );
      throw err;
    }
  }

  async function cards(ctx: CallerContext, rows: ProductRow[]) {
    const ids = rows.map((r) => r.id);
    const [previews, bought] = await Promise.all([deps.products.previewsOf(ids), repo.purchased(ids)]);
    const now = deps.now();
    return rows.map((r) => ({
      ...productCard({ lang: ctx.lang, baseUrl: ctx.baseUrl, storage }, { ...r, previews: previews.get(r.id) ?? [] }, now),
      is_approved: r.isApproved,
      is_purchased: bought.has(r.id),
      rejection_reason: !r.isApproved && r.rejectedAt ? (r.rejectionReason ?? '') : null,
    }));
  }

  return {
    /** GET /provider/products */
    async list(ctx: CallerContext, providerId: number) {
      await assertStoreOwner(providerId);
      return cards(ctx, await repo.list(providerId));
    },

    /** GET /provider/downloads: the owner's products that were downloaded, most downloaded first. */
    async downloads(ctx: CallerContext, providerId: number) {
      await assertStoreOwner(providerId);
      return cards(ctx, await repo.list(providerId, true));
    },

    /** POST /provider/products/store: waits for approval. */
    async store(providerId: number, input: ProductInput) {
      await assertStoreOwner(providerId);
      const { write, features } = await productWrite(input, null);
      const previews = await checkFiles(input, { preview: 0, download: 0 });
      const id = await withSavedFiles(previews, input.download_files, (files) =>
        repo.transaction((tx: Db) => repo.insert(tx, providerId, write, features, files, deps.now())),
      );
      return { id, is_approved: false };
    },

    /** POST /provider/products/update: the fields are replaced, new files added; back to approval. */
    async update(providerId: number, productId: number, input: ProductInput) {
      const stored = await ownOrFail(providerId, productId);
      const { write, features } = await productWrite(input, stored);
      const files = await repo.files(productId);
      const previews = await checkFiles(input, {
        preview: files.filter((f) => f.kind === 'preview').length,
        download: files.filter((f) => f.kind === 'download').length,
      });
      await withSavedFiles(previews, input.download_files, (saved) =>
        repo.transaction((tx: Db) => repo.update(tx, productId, write, features, saved, deps.now())),
      );
      return { id: productId, is_approved: false };
    },

    /** POST /provider/products/show: the owner's product in any state, with its files. */
    async show(ctx: CallerContext, providerId: number, productId: number) {
      const stored = await ownOrFail(providerId, productId);
      const { details, files } = await deps.shop.show({ ...ctx, principal: { role: 'provider', id: providerId } }, productId);
      const downloads = files.filter((f) => f.kind === 'download');
      return {
        ...details,
        // The stored end date (the edit form sends it back untouched).
        discount_expire: stored.discountExpire ? stored.discountExpire.slice(0, 10) : '',
        download_files_attachments: await deps.orders.ownerFileLinks(ctx.baseUrl, providerId, productId, downloads),
        stored_discount_percentage: stored.discountPercentage,
        stored_price_after_discount: toSR(stored.priceAfterDiscount ?? stored.price),
      };
    },

    /** POST /provider/products/delete: refused once someone bought it. */
    async remove(providerId: number, productId: number) {
      await ownOrFail(providerId, productId);
      if (await repo.everBought(productId)) throw fail('products.delete_purchased');
      const files = await repo.files(productId);
      await repo.softDelete(productId, deps.now());
      // Preview images stay while the row exists (old links); download files are of no use any more.
      await removeFiles(
        storage,
        files.filter((f) => f.kind === 'download').map((f) => f.file),
      );
    },

    /** POST /provider/products/images/delete: one preview or download file, by its name; never the last of its kind. */
    async removeFile(providerId: number, productId: number, preview: string | undefined, download: string | undefined) {
      await ownOrFail(providerId, productId);
      const name = preview || download;
      if (!name || (preview && download)) throw fail('products.file_choice');
      const kind = preview ? 'preview' : 'download';
      const files = (await repo.files(productId)).filter((f) => f.kind === kind);
      const file = files.find((f) => path.posix.basename(f.file) === name);
      if (!file) throw fail('products.file_not_found');
      if (files.length === 1) throw fail(kind === 'preview' ? 'products.last_preview' : 'products.last_download');
      await repo.deleteFile(file.id);
      await removeFiles(storage, [file.file]);
    },
  };
}

export type StoreOwnerService = ReturnType<typeof createStoreOwnerService>;
