import { Download, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { SectionCard } from "~/components/portal/section-card";
import { Button } from "~/components/ui/button";

/** The profile's "Your data" card: a copy of everything we hold, and erasure (DPDP Act 2023). */
export function YourDataCard() {
  return (
    <SectionCard title="Your data" id="your-data" className="lg:col-span-3">
      <p className="max-w-3xl text-ink-muted">
        Download a copy of everything we hold about you (account, enrolments, orders, attendance, exam
        attempts, doubts and the files you uploaded), or delete your account. Read how we use your data in our{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href="/dashboard/my-data.zip" download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
        <Button
          asChild
          variant="outline"
          className="text-red-800 hover:border-red-700 hover:bg-red-50 hover:text-red-900"
        >
          <Link to="/dashboard/profile/delete">
            <Trash2 aria-hidden="true" />
            Delete my account
          </Link>
        </Button>
      </div>
    </SectionCard>
  );
}
