/** British English texts: approval boards (company settings). */
export const boardGroups = {
  "boardGroups.title": "Approval boards",
  "boardGroups.intro":
    "An approval board evaluates the chemical approval requests for its locations and every location inside them, unless a location inside names a board of its own.",
  "boardGroups.archived": "archived",
  "boardGroups.list.empty": "There are no approval boards yet.",
  "boardGroups.list.readOnly": "Only approval administrators can change the boards.",
  "boardGroups.list.locations": "Locations",
  "boardGroups.list.members": "Members",
  "boardGroups.list.none": "None",
  "boardGroups.list.edit": "Edit or delete {{name}}",
  "boardGroups.new.title": "New approval board",
  "boardGroups.new.submit": "Create board",
  "boardGroups.edit.breadcrumb": "Edit approval board",
  "boardGroups.edit.back": "All approval boards",
  "boardGroups.edit.title": "Edit {{name}}",
  "boardGroups.edit.submit": "Save board",
  "boardGroups.delete.title": "Delete this board",
  "boardGroups.delete.intro":
    "Its locations will no longer name a board, and its members will no longer evaluate requests for them.",
  "boardGroups.delete.start": "Delete {{name}}…",
  "boardGroups.delete.question": "Delete the board {{name}}?",
  "boardGroups.delete.consequence":
    "Its locations will no longer name a board. This cannot be undone, but you can create a new board at any time.",
  "boardGroups.delete.confirm": "Yes, delete {{name}}",
  "boardGroups.delete.cancel": "Cancel",
  "boardGroups.form.errorSummary": "The board could not be saved",
  "boardGroups.form.name": "Name",
  "boardGroups.form.nameHint": "Each board needs a name of its own, at most {{max}} characters.",
  "boardGroups.form.locations": "Locations",
  "boardGroups.form.locationsHint":
    "The board evaluates requests for the locations you choose and for every location inside them. A location can name only one board.",
  "boardGroups.form.noLocations": "Your company has no locations yet.",
  "boardGroups.form.otherGroup": "Other locations of this board",
  "boardGroups.form.truncated": "Only the first 500 locations are listed.",
  "boardGroups.form.inBoard": "in {{board}}",
  "boardGroups.form.members": "Members",
  "boardGroups.form.membersHint":
    "The evaluators of the board. Everyone with the permission to take part in chemical approvals can be a member.",
  "boardGroups.form.noMembers":
    "No one in your company has the permission to take part in chemical approvals.",
  "boardGroups.form.memberNotEligible": "no longer has the chemical approval permission",
  "boardGroups.error.nameRequired": "Enter a name for the board.",
  "boardGroups.error.nameTooLong": "The name can be at most {{max}} characters long.",
  "boardGroups.error.invalidChoice": "Choose from the list.",
  "boardGroups.error.tooManyLocations": "Choose at most {{max}} locations.",
  "boardGroups.error.tooManyMembers": "Choose at most {{max}} members.",
  "boardGroups.error.inUse":
    "This board is evaluating requests. Complete, conclude or reset their evaluations before you delete it.",
  "boardGroups.toast.created": "The board {{name}} is created.",
  "boardGroups.toast.saved": "The board {{name}} is saved.",
  "boardGroups.toast.deleted": "The board {{name}} is deleted.",
} as const;
