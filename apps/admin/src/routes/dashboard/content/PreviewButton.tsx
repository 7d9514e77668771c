import type { ContentType } from '@studio/contracts';
import { Button, useToast } from '@studio/ui';
import { errorMessage } from '../../../api/client';
import { usePreviewLink } from '../../../api/dashboard/content';

type Props = {
  type: ContentType;
  id: string;
  /** Sends unsaved edits first, so the preview shows them; false when they could not be saved. */
  saveFirst: () => Promise<boolean>;
  disabled?: boolean;
};

/** Opens the page with the working draft in a new tab, through a signed, expiring link. */
export function PreviewButton({ type, id, saveFirst, disabled }: Props) {
  const { toast } = useToast();
  const preview = usePreviewLink(type);

  const open = async () => {
    if (!(await saveFirst())) {
      toast.error('Preview failed', { message: 'Save the draft first: fix the marked fields.' });
      return;
    }
    try {
      const { url } = await preview.mutateAsync(id);
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      toast.error('Preview failed', { message: errorMessage(error, 'Preview failed.') });
    }
  };

  return (
    <Button
      variant="secondary"
      disabled={disabled}
      loading={preview.isPending}
      loadingText="Opening preview..."
      onClick={() => void open()}
    >
      Preview
    </Button>
  );
}
