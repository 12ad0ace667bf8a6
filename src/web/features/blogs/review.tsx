import type { BlogStatus, ManagedBlogRow } from "@shared/schemas/blogs";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast-store";
import { useReviewActions } from "./api";

export const statusLabels: Record<BlogStatus, string> = {
  published: "Published",
  in_review: "In review",
  draft: "Draft",
};
const tones = { published: "success", in_review: "info", draft: "warning" } as const;

export function StatusBadge({ status }: { status: BlogStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}

const failed = (title: string) => (err: unknown) =>
  toast({
    title,
    description: err instanceof Error ? err.message : "Something went wrong. Please try again.",
    variant: "destructive",
  });

/** An admin's actions on a post waiting for review: publish it, or trust its author from now on. */
export function ReviewActions({ post }: { post: ManagedBlogRow }) {
  const { publish, trust } = useReviewActions();
  const busy = publish.isPending || trust.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        disabled={busy}
        aria-label={`Publish "${post.title}"`}
        onClick={() =>
          publish.mutate(post.id, {
            onSuccess: () =>
              toast({ title: "Post published", description: `"${post.title}" is live on the blog.` }),
            onError: failed("The post was not published"),
          })
        }
      >
        Publish
      </Button>
      {!post.author.trusted && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Trust ${post.author.name} to publish without review`}
          onClick={() =>
            trust.mutate(post.author.id, {
              onSuccess: () =>
                toast({
                  title: "Author trusted",
                  description: `${post.author.name} now publishes without review. Posts already waiting still need your review.`,
                }),
              onError: failed("The author was not trusted"),
            })
          }
        >
          Trust author
        </Button>
      )}
    </div>
  );
}
