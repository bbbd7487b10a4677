/** Footer Subscribe block: an e-mail input and a Subscribe button. */
export function SubscribeForm() {
  return (
    <form method="post" action="/subscribe" className="mt-3 flex flex-col gap-2 sm:flex-row">
      <label htmlFor="footer-subscribe-email" className="sr-only">
        Email address
      </label>
      <input
        id="footer-subscribe-email"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Your email"
        className="min-h-11 w-full rounded-lg border border-slate-600 bg-slate-800 px-3 text-white placeholder:text-slate-300"
      />
      <button
        type="submit"
        className="min-h-11 shrink-0 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800"
      >
        Subscribe
      </button>
    </form>
  );
}
