import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/*
 * What an administrator can do to a colleague's account on the Team page:
 * sign them out everywhere, reset their second factor (a lost phone and lost
 * recovery codes), or remove their access. The last two ask again first.
 */

interface Member {
  id: string;
  name: string;
  sessions: number;
  secondFactor: boolean;
}

function ConfirmedAction({
  summary,
  explanation,
  intent,
  member,
  button,
  busy,
}: {
  summary: string;
  explanation: string;
  intent: string;
  member: Member;
  button: string;
  busy: boolean;
}) {
  return (
    <details className="group">
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-lg px-3 font-semibold text-red-800 hover:bg-red-50">
        {summary}
        <span className="sr-only">: {member.name}</span>
      </summary>
      <Form method="post" className="mt-2 grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
        <p>{explanation}</p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="userId" value={member.id} />
        <Button type="submit" variant="destructive" size="sm" disabled={busy} className="justify-self-start">
          {button}
        </Button>
      </Form>
    </details>
  );
}

export function TeamMemberActions({ member, busy }: { member: Member; busy: boolean }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out" />
        <input type="hidden" name="userId" value={member.id} />
        <Button type="submit" variant="outline" size="sm" disabled={busy || member.sessions === 0}>
          Sign out everywhere<span className="sr-only">: {member.name}</span>
        </Button>
      </Form>
      {member.secondFactor ? (
        <ConfirmedAction
          summary="Reset second factor"
          explanation={`Only when ${member.name} has lost both the phone and the recovery codes: this removes the authenticator app and codes and signs them out everywhere. They set up a new app at their next sign-in, and get an e-mail now.`}
          intent="reset-second-factor"
          member={member}
          button={`Reset ${member.name}'s second factor`}
          busy={busy}
        />
      ) : null}
      <ConfirmedAction
        summary="Remove access"
        explanation={`This deletes ${member.name}'s account. Their name stays on the history they wrote.`}
        intent="remove"
        member={member}
        button={`Remove ${member.name}`}
        busy={busy}
      />
    </div>
  );
}
