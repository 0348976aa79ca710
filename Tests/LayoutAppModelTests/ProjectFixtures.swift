/// Small Xcode projects written as Xcode writes them, for the readers' tests.
enum ProjectFixtures {
    /// Xcode 15: a group tree, a sources phase per target; an iOS app (portrait only) with a
    /// widget extension, a unit-test bundle, and a local package's product.
    static let xcode15 = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tBF0000000000000000000001 /* TrailheadApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000001 /* TrailheadApp.swift */; };
        \t\tBF0000000000000000000002 /* FeedView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000002 /* FeedView.swift */; };
        \t\tBF0000000000000000000003 /* TrailWidget.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000003 /* TrailWidget.swift */; };
        \t\tBF0000000000000000000004 /* FeedTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000004 /* FeedTests.swift */; };
        \t\tBF0000000000000000000005 /* TrailDesign in Frameworks */ = {isa = PBXBuildFile; productRef = PD0000000000000000000001 /* TrailDesign */; };
        \t\tBF0000000000000000000006 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000006 /* Shared.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tFR0000000000000000000001 /* TrailheadApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TrailheadApp.swift; sourceTree = "<group>"; };
        \t\tFR0000000000000000000002 /* FeedView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = FeedView.swift; sourceTree = "<group>"; };
        \t\tFR0000000000000000000003 /* TrailWidget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TrailWidget.swift; sourceTree = "<group>"; };
        \t\tFR0000000000000000000004 /* FeedTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = FeedTests.swift; sourceTree = "<group>"; };
        \t\tFR0000000000000000000005 /* Trailhead.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Trailhead.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tFR0000000000000000000006 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Shared.swift; path = Support/Shared.swift; sourceTree = SOURCE_ROOT; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tGR0000000000000000000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tGR0000000000000000000002 /* Trailhead */,
        \t\t\t\tGR0000000000000000000004 /* TrailheadWidgets */,
        \t\t\t\tGR0000000000000000000005 /* Tests */,
        \t\t\t\tFR0000000000000000000006 /* Shared.swift */,
        \t\t\t\tFR0000000000000000000005 /* Trailhead.app */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGR0000000000000000000002 /* Trailhead */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFR0000000000000000000001 /* TrailheadApp.swift */,
        \t\t\t\tGR0000000000000000000003 /* Features */,
        \t\t\t);
        \t\t\tpath = Trailhead;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGR0000000000000000000003 /* Features */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFR0000000000000000000002 /* FeedView.swift */,
        \t\t\t);
        \t\t\tpath = "Features/Feed";
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGR0000000000000000000004 /* TrailheadWidgets */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFR0000000000000000000003 /* TrailWidget.swift */,
        \t\t\t);
        \t\t\tpath = TrailheadWidgets;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGR0000000000000000000005 /* Tests */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFR0000000000000000000004 /* FeedTests.swift */,
        \t\t\t);
        \t\t\tname = Tests;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tNT0000000000000000000001 /* Trailhead */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL0000000000000000000002 /* Build configuration list for PBXNativeTarget "Trailhead" */;
        \t\t\tbuildPhases = (
        \t\t\t\tSP0000000000000000000001 /* Sources */,
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t\tTD0000000000000000000001 /* PBXTargetDependency */,
        \t\t\t);
        \t\t\tname = Trailhead;
        \t\t\tpackageProductDependencies = (
        \t\t\t\tPD0000000000000000000001 /* TrailDesign */,
        \t\t\t);
        \t\t\tproductName = Trailhead;
        \t\t\tproductReference = FR0000000000000000000005 /* Trailhead.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tNT0000000000000000000002 /* TrailheadWidgets */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL0000000000000000000003;
        \t\t\tbuildPhases = (
        \t\t\t\tSP0000000000000000000002 /* Sources */,
        \t\t\t);
        \t\t\tname = TrailheadWidgets;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\tNT0000000000000000000003 /* TrailheadTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tSP0000000000000000000003 /* Sources */,
        \t\t\t);
        \t\t\tname = TrailheadTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tPR0000000000000000000001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = CL0000000000000000000001 /* Build configuration list for PBXProject "Trailhead" */;
        \t\t\tmainGroup = GR0000000000000000000001;
        \t\t\tpackageReferences = (
        \t\t\t\tLP0000000000000000000001 /* XCLocalSwiftPackageReference "Packages/TrailKit" */,
        \t\t\t);
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tNT0000000000000000000001 /* Trailhead */,
        \t\t\t\tNT0000000000000000000002 /* TrailheadWidgets */,
        \t\t\t\tNT0000000000000000000003 /* TrailheadTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tSP0000000000000000000001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tBF0000000000000000000002 /* FeedView.swift in Sources */,
        \t\t\t\tBF0000000000000000000001 /* TrailheadApp.swift in Sources */,
        \t\t\t\tBF0000000000000000000006 /* Shared.swift in Sources */,
        \t\t\t);
        \t\t};
        \t\tSP0000000000000000000002 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tBF0000000000000000000003 /* TrailWidget.swift in Sources */,
        \t\t\t);
        \t\t};
        \t\tSP0000000000000000000003 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tBF0000000000000000000004 /* FeedTests.swift in Sources */,
        \t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        \t\tTD0000000000000000000001 /* PBXTargetDependency */ = {
        \t\t\tisa = PBXTargetDependency;
        \t\t\ttarget = NT0000000000000000000002 /* TrailheadWidgets */;
        \t\t};
        /* End PBXTargetDependency section */

        /* Begin XCBuildConfiguration section */
        \t\tBC0000000000000000000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tBC0000000000000000000002 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tBC0000000000000000000003 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\t"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone" = UIInterfaceOrientationPortrait;
        \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG BETA_FEATURES";
        \t\t\t\t"SDKROOT[sdk=macosx*]" = macosx;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tBC0000000000000000000004 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSKIP_INSTALL = YES;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tCL0000000000000000000001 = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tBC0000000000000000000002 /* Release */,
        \t\t\t\tBC0000000000000000000001 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tCL0000000000000000000002 = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tBC0000000000000000000003 /* Debug */,
        \t\t\t);
        \t\t};
        \t\tCL0000000000000000000003 = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tBC0000000000000000000004 /* Debug */,
        \t\t\t);
        \t\t};
        /* End XCConfigurationList section */

        /* Begin XCLocalSwiftPackageReference section */
        \t\tLP0000000000000000000001 /* XCLocalSwiftPackageReference "Packages/TrailKit" */ = {
        \t\t\tisa = XCLocalSwiftPackageReference;
        \t\t\trelativePath = Packages/TrailKit;
        \t\t};
        /* End XCLocalSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        \t\tPD0000000000000000000001 /* TrailDesign */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = LP0000000000000000000001;
        \t\t\tproductName = TrailDesign;
        \t\t};
        /* End XCSwiftPackageProductDependency section */
        \t};
        \trootObject = PR0000000000000000000001 /* Project object */;
        }
        """

    /// Xcode 16: folders synchronized with the disk; an iOS target and a macOS target share
    /// `Shared/`, and the iOS target leaves one of its files out.
    static let xcode16 = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tEX0000000000000000000001 /* Exceptions for "Ledger" folder in "Ledger" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t\tDebug/Scratch.swift,
        \t\t\t);
        \t\t\ttarget = NT0000000000000000000001 /* Ledger */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tSG0000000000000000000001 /* Ledger */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\tEX0000000000000000000001 /* Exceptions for "Ledger" folder in "Ledger" target */,
        \t\t\t);
        \t\t\tpath = Ledger;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tSG0000000000000000000002 /* LedgerMac */ = {isa = PBXFileSystemSynchronizedRootGroup; path = LedgerMac; sourceTree = "<group>"; };
        \t\tSG0000000000000000000003 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tGR0000000000000000000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tSG0000000000000000000001 /* Ledger */,
        \t\t\t\tSG0000000000000000000002 /* LedgerMac */,
        \t\t\t\tSG0000000000000000000003 /* Shared */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tNT0000000000000000000001 /* Ledger */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL0000000000000000000002;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tSG0000000000000000000001 /* Ledger */,
        \t\t\t\tSG0000000000000000000003 /* Shared */,
        \t\t\t);
        \t\t\tname = Ledger;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tNT0000000000000000000002 /* LedgerMac */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL0000000000000000000003;
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tSG0000000000000000000002 /* LedgerMac */,
        \t\t\t\tSG0000000000000000000003 /* Shared */,
        \t\t\t);
        \t\t\tname = LedgerMac;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tPR0000000000000000000001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = CL0000000000000000000001;
        \t\t\tmainGroup = GR0000000000000000000001;
        \t\t\ttargets = (
        \t\t\t\tNT0000000000000000000001 /* Ledger */,
        \t\t\t\tNT0000000000000000000002 /* LedgerMac */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        \t\tBC0000000000000000000001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
        \t\tBC0000000000000000000002 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"; }; name = Debug; };
        \t\tBC0000000000000000000003 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tCL0000000000000000000001 = {isa = XCConfigurationList; buildConfigurations = (BC0000000000000000000001); };
        \t\tCL0000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (BC0000000000000000000002); };
        \t\tCL0000000000000000000003 = {isa = XCConfigurationList; buildConfigurations = (BC0000000000000000000003); };
        /* End XCConfigurationList section */
        \t};
        \trootObject = PR0000000000000000000001 /* Project object */;
        }
        """
}
