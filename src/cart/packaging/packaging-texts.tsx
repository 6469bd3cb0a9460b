import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  giftBoxFacts,
  isPackagingType,
  packagingPriceKind,
  type PackagingOption,
  type PackagingType,
} from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';

/** The packaging texts every tile shows alike, translated once per list (with the page's design). */
export interface PackagingTexts {
  /** The page's design: the new one offers radio cards, the old one a dropdown. */
  newDesign: boolean;
  heading: string;
  chooseMotif: string;
  /** The option's title from the shop, else the catalogue's name of its type. */
  title: (option: Pick<PackagingOption, 'type' | 'title'>) => string;
  /** packaging.free, packaging.included or the price. */
  price: (option: Pick<PackagingOption, 'type' | 'price'>) => string;
  /** packaging.current with the option's title. */
  current: (option: Pick<PackagingOption, 'type' | 'title'>) => string;
  /** The packaging's title with its price, then its dimensions (spec point 9). */
  giftBoxFacts: string;
}

const PackagingTextsContext = createContext<PackagingTexts | null>(null);

export function PackagingTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const f = useFormats();
  const { tenant, tenantConfig, newDesign } = useFragmentConfig();
  const texts = useMemo<PackagingTexts>(() => {
    const facts = giftBoxFacts(tenant, tenantConfig, f.locale);
    const typeNames: Record<PackagingType, string> = {
      GiftBox: t('packaging.type.GiftBox'),
      Included: t('packaging.type.Included'),
      Envelope: t('packaging.type.Envelope'),
      Pdf: t('packaging.type.Pdf'),
    };
    const free = t('packaging.free');
    const included = t('packaging.included');
    // A type this version does not know is named by the shop's title only.
    const title = (option: Pick<PackagingOption, 'type' | 'title'>) =>
      option.title || (isPackagingType(option.type) ? typeNames[option.type] : '');
    const current = new Map<string, string>();
    return {
      newDesign,
      heading: t('packaging.heading'),
      chooseMotif: t('packaging.variants'),
      title,
      price: (option) => {
        const kind = packagingPriceKind(option);
        if (kind === 'included') return included;
        return kind === 'free' ? free : f.money(option.price.gross);
      },
      current: (option) => {
        const name = title(option);
        let text = current.get(name);
        if (text === undefined) {
          text = t('packaging.current', { option: name });
          current.set(name, text);
        }
        return text;
      },
      giftBoxFacts: [
        t('packaging.greetingCardBox', { price: f.money(facts.greetingCardBoxPrice) }),
        t('packaging.wrapperSize', { size: facts.wrapperSize }),
      ].join(' · '),
    };
  }, [t, f, tenant, tenantConfig, newDesign]);
  return <PackagingTextsContext.Provider value={texts}>{children}</PackagingTextsContext.Provider>;
}

export function usePackagingTexts(): PackagingTexts {
  const texts = useContext(PackagingTextsContext);
  if (!texts) throw new Error('usePackagingTexts: no PackagingTextsProvider above');
  return texts;
}
