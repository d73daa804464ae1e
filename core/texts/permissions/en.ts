/** British English texts: permissions. */
export const permissions = {
  "permission.chemical_approval_request": "Request and evaluate chemical approvals",
  "permission.chemical_approval_admin": "Administer chemical approvals: boards, conclusions",
  "permission.smartforms_admin": "Administer smart forms",
  "permission.local_publisher": "Publish internal documents",
  "permission.local_publisher_delete": "Edit and delete internal documents",
  "permission.wpd": "Write workplace descriptions",
  "permission.add_product": "Add products",
  "permission.qr": "Create QR codes",
  "permission.edit_location": "Edit locations",
  "permission.read_link_admin": "Administer read links",
} as const;
