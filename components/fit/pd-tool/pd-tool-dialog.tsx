'use client';

import { AccountDialog } from '@/components/account/ui/account-dialog';
import { PdTool, type PdToolProps } from './pd-tool';
import { PD_TOOL_WORDS } from './pd-tool-words';

export type { PdToolProps } from './pd-tool';

/** The PD tool in a dialog of its own, where a PD is asked (docs/product.md#pd-measure). */
export function PdToolDialog(props: PdToolProps & { onClose: () => void }) {
  return (
    <AccountDialog
      title={PD_TOOL_WORDS.title}
      intro={PD_TOOL_WORDS.privacy}
      onClose={props.onClose}
      testId="pd-tool"
      size="wide"
    >
      <PdTool {...props} />
    </AccountDialog>
  );
}
