import { additionalTicketUrl } from '../../domain/index.js';
import { button } from '../../ui/Button.js';
import type { TilePart } from './tile-kit.js';

/**
 * The links of a tile: the services link (item.services) opens the services/content modal of the product (posting
 * service-info-opened; the modal, its call and DOMPurify load on demand, prefetched when the pointer or
 * focus reaches the link); for an appointment, the page to book a further ticket for the same day
 * (availabilities/{productId}/{experienceId}?selectedDate={date}). Ids derive from the tile's title id.
 * A part of the tile.
 */
export function itemLinks({
  kit: { texts, services, f },
  item,
  titleId,
}: Pick<TilePart, 'kit' | 'item' | 'titleId'>) {
  const { product } = item;
  const ticketUrl = item.appointment
    ? additionalTicketUrl(product.productId, item.experienceId, f.day(item.appointment.date))
    : undefined;
  return (
    <div data-item-links>
      {button({
        variant: 'text',
        id: `${titleId}-services`,
        'aria-labelledby': `${titleId}-services ${titleId}`,
        'aria-haspopup': 'dialog',
        'data-action': 'services',
        onPointerEnter: services.prefetch,
        onFocus: services.prefetch,
        onClick: () => services.open(product),
        children: texts.services,
      })}
      {ticketUrl && (
        <a
          href={ticketUrl}
          id={`${titleId}-ticket`}
          aria-labelledby={`${titleId}-ticket ${titleId}`}
          data-additional-ticket
        >
          {texts.additionalTicket}
        </a>
      )}
    </div>
  );
}
