// Every text that SPEC.md quotes, verbatim, in one place. Screens and tests look them up here.

export const texts = {
  app: {
    loadingPlatform: 'Loading Platform...',
  },
  auth: {
    invalidCredentials: 'Invalid email or password. Please try again.',
    permissionDenied: 'There was a problem with the database configuration. Please contact support.',
    accountExistsWithDifferentCredential:
      'An account already exists with this email address. Please sign in with your original method.',
    unverifiedEmail: 'Your email is not verified. Please check your inbox for the verification link.',
    unverifiedResendHint: 'You can request a new verification link if needed.',
    verificationSendFailed: 'Failed to send verification email. Please try again later.',
    verificationResent: 'A new verification email has been sent to your inbox.',
    verificationSentAfterSignup:
      'A verification link has been sent to your email address. Please verify your email to log in.',
    selectYourRole: 'Select Your Role',
    // Not a SPEC text: what Google sign-in says when Google cannot be reached, instead of the SDK's code.
    googleSignInOffline:
      'Google sign-in needs an internet connection. You can still sign in with your email and password.',
    // Not SPEC texts: SPEC 8 lets other auth errors show the provider's message; for these codes the
    // SDK's message is only 'Firebase: Error (auth/...)', so the provider's meaning is said in plain words.
    providerInPlainWords: {
      'auth/email-already-in-use': 'An account with this email address already exists. Please log in instead.',
      'auth/invalid-email': 'That email address is not valid.',
      'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
      'auth/network-request-failed': 'Could not reach the sign-in service. Please check your connection and try again.',
      'auth/user-disabled': 'This account has been disabled.',
      'auth/missing-password': 'Please enter your password.',
    } as Record<string, string>,
  },
  profile: {
    title: 'Your Profile',
    invalidFullName: 'Please enter a valid full name.',
    invalidPhone: 'Please enter a valid phone number with country code (e.g., +919876543210).',
    invalidAddress: 'Please enter a more detailed address.',
    fullNameSaveFailedPrefix: 'Failed to save full name: ',
    phoneSaveFailedPrefix: 'Failed to save phone number: ',
    addressSaveFailedPrefix: 'Failed to save address: ',
    fullNameSaved: 'Full name updated successfully!',
    phoneSaved: 'Phone number updated successfully!',
    addressSaved: 'Address updated successfully!',
    noAddress: "You haven't set a delivery address yet.",
    addAddress: 'Add Address',
    changeAddress: 'Change Address',
    saveAddress: 'Save Address',
    cancel: 'Cancel',
  },
  dashboard: {
    studentTitle: 'My Projects',
    sellerTitle: 'Available Projects',
    loadingProjects: 'Loading projects...',
    studentEmpty: 'No projects posted yet.',
    studentEmptyHint: 'Click "Post Project" to get started!',
    sellerEmpty: 'No open projects available.',
    sellerEmptyHint: 'Check back later for new opportunities.',
  },
  projects: {
    requiredFields: 'Please fill in all required fields, including budget and delivery address.',
    budgetMinimum: 'The budget must be at least ₹1.',
    budgetMaximum: 'The budget can be at most ₹5,00,000.00.',
    budgetPaise: 'The budget can have at most 2 decimal places.',
    deadlineInvalid: 'Please choose a valid deadline date.',
    deadlinePast: 'The deadline cannot be earlier than today.',
    createFailed: 'Failed to create project. Please try again.',
    paymentFailed: 'Failed to process payment. Please try again.',
    paymentProcessing: 'Processing...',
    funded: 'Payment successful! The project is now funded.',
    takenByAnother: 'This project has just been taken by another seller.',
    sendFailed: 'Could not send message.',
    dueToday: 'Due today',
    noDeadline: 'N/A',
    overdueBy: (days: number) => `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`,
  },
  payments: {
    // SPEC 8 'Order errors' and 'Creation and payment failures'.
    orderFailed: 'Failed to create payment order.',
    orderPaymentFailed: 'Payment failed. Please try again.',
    orderNotSaved: 'Payment successful, but failed to save order. Please contact support.',
  },
  store: {
    title: 'Project Store',
    myPurchases: 'My Store Purchases',
    // SPEC 5 'Sell product' and 8.
    requiredFields: 'Please fill in all required fields.',
    priceMinimum: 'The price must be at least ₹1.',
    priceMaximum: 'The price can be at most ₹5,00,000.00.',
    pricePaise: 'The price can have at most 2 decimal places.',
    createFailed: 'Failed to create product. Please try again.',
    imageUploadFailed: 'Image upload failed',
    // SPEC 5 'Purchase' and 8 'Order errors'.
    loginRequired: 'Login is required to continue.',
    addressRequired: 'Please enter a delivery address.',
    codOrderNotCreated: 'Failed to create COD order.',
    codOrderFailed: 'COD order failed. Please try again.',
    // SPEC 8 'Location errors'.
    locationFailed: (reason: string) => `Could not get location: ${reason}`,
    geolocationUnsupported: 'Geolocation is not supported by this browser.',
    addressLookupFailed: 'Could not fetch address from coordinates.',
  },
  home: {
    hero: 'Bring Your Ideas to Life',
    getStarted: 'Get Started',
  },
  careers: {
    noOpenings: 'No Open Positions Currently',
    // SPEC 5 'Job application' and 8 'Upload and application errors'.
    applicationRequired: 'Please fill in all fields and upload a resume.',
    resumeUploadFailed: (reason: string) => `Resume upload failed: ${reason}`,
    noSecureUrl: 'Upload successful, but no secure URL returned',
    applicationFailed: 'Failed to submit application. Please try again.',
    // Beyond SPEC: what the person is told once the server has the application.
    applicationSent: 'Application submitted successfully! We will be in touch by email.',
  },
  admin: {
    // SPEC 5 'Post job' and 8 'Creation failures', 'Admin errors'.
    jobRequired: 'Please fill in all fields.',
    postJobFailed: 'Failed to post job. Please try again.',
    deleteUserFailed: (message: string) => `Could not delete user: ${message}`,
    deleteProductFailed: (message: string) => `Could not delete project: ${message}`,
    deleteApplicationFailed: 'Could not delete application.',
    deleteJobFailed: 'Could not delete job listing.',
    notLoggedIn: 'Error: You are not logged in.',
  },
  alerts: {
    actionFailed: (action: string) => `Could not perform action: ${action}. Please try again.`,
  },
  assistant: {
    greeting: 'Hello! How can I help you today?',
    // SPEC 8 'Chatbot'.
    emptyAnswer: "Sorry, I couldn't process that. Please try again.",
    connectionFailed: 'There was an error connecting to the AI. Please check your connection and try again.',
  },
} as const;
