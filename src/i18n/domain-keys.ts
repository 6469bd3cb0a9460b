// A compile-time check, no code: the domain names catalogue keys as literal unions without importing
// the catalogue (it may import nothing else of the project). Each union must name texts of the German
// catalogue; a key missing there fails `npm run typecheck` here. A new key union of the domain goes in
// the list below.
import type {
  ChangeNoticeHeadlineKey,
  ChangeNoticeKey,
  ErrorMessageKey,
  FieldErrorMessageKey,
  FieldHintKey,
  SharedMessageKey,
} from '../domain/index.js';
import type { ExpressFailureMessageKey } from '../domain/payments/index.js';
import type { MessageKey } from './message-key.js';

/** Compiles only when every key of `Keys` is a key of the catalogue. */
type CatalogueKeys<Keys extends MessageKey> = Keys;

export type DomainMessageKeys = [
  CatalogueKeys<SharedMessageKey>,
  CatalogueKeys<ErrorMessageKey>,
  CatalogueKeys<FieldErrorMessageKey>,
  CatalogueKeys<FieldHintKey>,
  CatalogueKeys<ChangeNoticeKey>,
  CatalogueKeys<ChangeNoticeHeadlineKey>,
  CatalogueKeys<ExpressFailureMessageKey>,
];
