import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { formatDate } from "~/lib/format";

export interface CalendarFeedState {
  signedIn: boolean;
  /** When the current link was made (ISO), or null when there is none. */
  createdAt: string | null;
  /** The link just made: shown this once (only its hash is kept). */
  newFeedUrl: string | null;
}

/**
 * The student's private calendar feed (PRODUCT.md item 8). The link is a
 * key to their timetable, so it is shown once, when it is made; "Reset feed
 * link" makes a new one and the old one stops working.
 */
export function CalendarFeedCard({ signedIn, createdAt, newFeedUrl }: CalendarFeedState) {
  if (!signedIn) {
    return (
      <p className="text-sm text-ink-muted">
        Signed-in students get a private calendar link that keeps Google Calendar, Outlook or their phone up
        to date with every class and exam.{" "}
        <Link
          to="/login?redirectTo=%2Fdashboard%2Fschedule"
          className="font-semibold text-brand-700 underline"
        >
          Sign in
        </Link>{" "}
        to get yours.
      </p>
    );
  }
  if (newFeedUrl) return <NewFeedLink feedUrl={newFeedUrl} />;
  return (
    <div className="grid gap-3">
      {createdAt ? (
        <p className="text-sm text-ink-muted">
          Your private calendar link was made on {formatDate(createdAt)}. For your safety it is shown only
          once, when it is made. Lost it, or shared it by mistake? Reset it: the old link stops working and
          you get a new one to subscribe to.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          Get a private link to subscribe to in Google Calendar, Outlook or your phone: new and changed
          classes and exams then show up on their own.
        </p>
      )}
      <FeedButton label={createdAt ? "Reset feed link" : "Get my calendar link"} />
    </div>
  );
}

function FeedButton({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reset-feed";
  return (
    <Form method="post" action="/dashboard/schedule" preventScrollReset>
      <input type="hidden" name="intent" value="reset-feed" />
      <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-auto">
        <RefreshCw aria-hidden="true" />
        {busy ? "Making a new link..." : label}
      </Button>
    </Form>
  );
}

function NewFeedLink({ feedUrl }: { feedUrl: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success("Calendar link copied", {
        description: 'Paste it into your calendar app\'s "subscribe by URL" option.',
      });
    } catch {
      toast.error("Could not copy", { description: "Select the link and copy it yourself." });
    }
  }
  const webcal = feedUrl.replace(/^https?:/, "webcal:");
  return (
    <div className="grid gap-3" role="status">
      <p className="text-sm text-ink-muted">
        Subscribe to this private link in Google Calendar, Outlook or your phone now:{" "}
        <strong className="text-ink">it is shown only this once</strong>. Any older link has stopped working.
        Keep it to yourself.
      </p>
      <label htmlFor="calendar-feed-url" className="text-sm font-semibold text-ink">
        Your calendar link
      </label>
      {/* Stacked: the card sits in the schedule's narrow side column, where a row left the link a few characters wide. */}
      <div className="flex flex-col items-start gap-2">
        <Input
          id="calendar-feed-url"
          readOnly
          value={feedUrl}
          className="w-full font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
      <a
        href={webcal}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Open in my calendar app
      </a>
    </div>
  );
}
