-- Audit events are named after the action id that caused them, no longer after a display word.
UPDATE "audit_log" SET "action" = CASE "action"
  WHEN 'signup.approved' THEN 'signup.approve'
  WHEN 'signup.rejected' THEN 'signup.reject'
  WHEN 'signup.blocked' THEN 'signup.block'
  WHEN 'signup.unblocked' THEN 'signup.unblock'
  WHEN 'signup.frozen' THEN 'signup.freeze'
  WHEN 'signup.unfrozen' THEN 'signup.unfreeze'
  WHEN 'signup.deleted' THEN 'signup.delete'
  WHEN 'signup.edited' THEN 'signup.edit'
  WHEN 'admin_user.blocked' THEN 'admin_user.block'
  WHEN 'admin_user.frozen' THEN 'admin_user.freeze'
  WHEN 'admin_user.unblocked' THEN 'admin_user.unblock'
  WHEN 'admin_user.unfrozen' THEN 'admin_user.unfreeze'
  WHEN 'admin_user.deleted' THEN 'admin_user.delete'
END
WHERE "action" IN ('signup.approved', 'signup.rejected', 'signup.blocked', 'signup.unblocked',
  'signup.frozen', 'signup.unfrozen', 'signup.deleted', 'signup.edited', 'admin_user.blocked',
  'admin_user.frozen', 'admin_user.unblocked', 'admin_user.unfrozen', 'admin_user.deleted');
