// Which profile sections show (spec 1 §2 Profile page, §6): each can be hidden by settings;
// Personal Information also just for company users; Profile Documents only for personal users
// with file services on.
export interface SectionSettings {
  hideUserInformation: boolean;
  hidePersonalInformation: boolean;
  hidePersonalInformationForCompanyUsers: boolean;
  hideNotifications: boolean;
  hideProfileDocuments: boolean;
  fileServices: boolean;
}

export interface VisibleSections {
  userInformation: boolean;
  personalInformation: boolean;
  notifications: boolean;
  profileDocuments: boolean;
}

export function visibleSections(
  settings: SectionSettings,
  isPersonalUser: boolean,
): VisibleSections {
  return {
    userInformation: !settings.hideUserInformation,
    personalInformation:
      !settings.hidePersonalInformation &&
      (isPersonalUser || !settings.hidePersonalInformationForCompanyUsers),
    notifications: !settings.hideNotifications,
    profileDocuments: isPersonalUser && settings.fileServices && !settings.hideProfileDocuments,
  };
}
