/// Macros of Apple's SDK headers that annotate a declaration without changing what it means in Swift: availability,
/// attributes, designated-initializer and appearance markers. The preprocessor drops them (and their parenthesised
/// arguments) before parsing. Nullability and `IBOutlet`/`IBAction` are not here: the parser reads them.
enum AnnotationMacros {
    /// Annotations spelled exactly so.
    static let exact: Set<String> = [
        "NS_DESIGNATED_INITIALIZER", "NS_UNAVAILABLE", "NS_REQUIRES_SUPER", "NS_REQUIRES_NIL_TERMINATION",
        "NS_RETURNS_RETAINED", "NS_RETURNS_NOT_RETAINED", "NS_RETURNS_INNER_POINTER", "NS_NOESCAPE",
        "NS_REFINED_FOR_SWIFT", "NS_SWIFT_NOTHROW", "NS_STRING_ENUM", "NS_TYPED_ENUM", "NS_TYPED_EXTENSIBLE_ENUM",
        "NS_EXTENSIBLE_STRING_ENUM", "NS_AUTOMATED_REFCOUNT_UNAVAILABLE", "NS_ROOT_CLASS", "NS_VALID_UNTIL_END_OF_SCOPE",
        "NS_FORMAT_FUNCTION", "NS_FORMAT_ARGUMENT", "NS_SWIFT_NAME", "NS_SWIFT_UNAVAILABLE", "NS_AVAILABLE",
        "NS_AVAILABLE_IOS", "NS_AVAILABLE_MAC", "NS_DEPRECATED", "NS_DEPRECATED_IOS", "NS_DEPRECATED_MAC",
        "NS_CLASS_AVAILABLE", "NS_CLASS_AVAILABLE_IOS", "NS_CLASS_DEPRECATED", "NS_CLASS_DEPRECATED_IOS",
        "NS_ENUM_AVAILABLE", "NS_ENUM_AVAILABLE_IOS", "NS_ENUM_DEPRECATED_IOS", "NS_EXTENSION_UNAVAILABLE",
        "NS_EXTENSION_UNAVAILABLE_IOS", "NS_EXTENSION_UNAVAILABLE_MAC", "DEPRECATED_ATTRIBUTE",
        "UNAVAILABLE_ATTRIBUTE", "DEPRECATED_MSG_ATTRIBUTE", "UI_APPEARANCE_SELECTOR", "IB_DESIGNABLE",
        "IBInspectable", "API_AVAILABLE", "API_UNAVAILABLE", "API_DEPRECATED", "API_DEPRECATED_WITH_REPLACEMENT",
        "API_TO_BE_DEPRECATED", "CF_RETURNS_RETAINED", "CF_RETURNS_NOT_RETAINED", "CF_SWIFT_NAME",
        "__attribute__", "__attribute", "__unused", "__covariant", "__contravariant", "__deprecated",
        "__deprecated_msg", "__unavailable", "__IOS_PROHIBITED", "__TVOS_PROHIBITED", "__WATCHOS_PROHIBITED",
        "__IOS_AVAILABLE", "__OSX_AVAILABLE", "__TVOS_AVAILABLE", "__WATCHOS_AVAILABLE", "__IOS_DEPRECATED",
        "__OSX_AVAILABLE_STARTING", "__OSX_AVAILABLE_BUT_DEPRECATED", "__API_AVAILABLE", "__API_DEPRECATED",
        "__API_UNAVAILABLE", "AVAILABLE_MAC_OS_X_VERSION_10_7_AND_LATER", "UIKIT_AVAILABLE",
        "RAC_WARN_UNUSED_RESULT",
    ]

    /// Spellings of `extern` in SDK and library headers.
    static let externSpellings: Set<String> = [
        "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "APPKIT_EXTERN", "OBJC_EXTERN", "CF_EXPORT",
        "EXTERN",
    ]

    /// Spellings of `static inline`.
    static let inlineSpellings: Set<String> = ["NS_INLINE", "CG_INLINE", "UIKIT_STATIC_INLINE", "CF_INLINE"]

    /// Markers that open and close a region where unannotated pointers are nonnull.
    static let nonnullRegionStart: Set<String> = ["NS_ASSUME_NONNULL_BEGIN", "CF_ASSUME_NONNULL_BEGIN"]
    static let nonnullRegionEnd: Set<String> = ["NS_ASSUME_NONNULL_END", "CF_ASSUME_NONNULL_END"]
}
