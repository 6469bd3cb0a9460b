import * as v from 'valibot';
import type { PackagingVariant } from '../../domain/index.js';
import { tolerantList } from './tolerant-list.js';

const VariantSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  title: v.string(),
  image: v.nullish(v.string()),
  thumbnail: v.nullish(v.string()),
});

/** GET /api/packagings/variants/{id}: the motifs of a packaging. */
export const PackagingVariantsSchema = v.pipe(
  tolerantList(VariantSchema),
  v.transform((variants) =>
    variants.map(({ id, title, image, thumbnail }): PackagingVariant => ({
      id,
      title,
      ...(image ? { image } : {}),
      ...(thumbnail ? { thumbnail } : {}),
    })),
  ),
);
