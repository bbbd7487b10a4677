// The chat's and the FAQ's sentences about the catalogue, apart from the chat's
// answers (content/chat.ts): a page with the FAQ needs these, not the whole chat.

/** The sentences the catalogue placeholders are made of (lib/catalogue-text.ts fills them). */
export const CHAT_CATALOGUE_PHRASES = {
  fee: "The fee is {price}.",
  feeWithRegular: "The fee is {price} (regular price {regular}).",
  comingSoon: "It is coming soon: leave your email and we'll tell you when the first batch opens.",
  closed: "It is not open for enrolment right now.",
  nextBatch: "The next batch starts on {date}.",
  offer: "Right now {course} costs {price} instead of {regular} ({percent}% off), until {end} IST.",
  offerPlaces: " {places} places are left at this price.",
  noOffer:
    "There is no special offer running right now: every course's fee is on its page and on Buy a Course.",
  nextBatchesIntro: "The next batches start on these dates:",
  noNextBatches: "New batch dates are being planned: leave your email and we'll send them to you.",
  comingSoonMark: "(coming soon)",
} as const;
