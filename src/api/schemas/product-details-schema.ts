import * as v from 'valibot';

/** What the services modal shows of GET /api/product-details/{id}; everything else is ignored. */
export interface ProductDetails {
  title: string;
  caption: string;
  /** HTML from the content system: sanitised before it is shown. */
  body: string;
}

const text = v.nullish(v.string(), '');

export const ProductDetailsSchema = v.pipe(
  v.object({
    title: text,
    productInformation: v.nullish(v.object({ services: v.nullish(v.object({ caption: text, body: text })) })),
  }),
  v.transform((answer): ProductDetails => ({
    title: answer.title,
    caption: answer.productInformation?.services?.caption ?? '',
    body: answer.productInformation?.services?.body ?? '',
  })),
);
